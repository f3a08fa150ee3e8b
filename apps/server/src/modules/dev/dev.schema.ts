import { builder } from '../../platform/graphql/builder';
import type { mailOutbox } from '../../db/schema/index';

const OutboxMail = builder.objectRef<typeof mailOutbox.$inferSelect>('OutboxMail').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    to: t.exposeString('to'),
    subject: t.exposeString('subject'),
    text: t.exposeString('text'),
    createdAt: t.string({ resolve: (m) => m.createdAt.toISOString() }),
  }),
});

builder.queryFields((t) => ({
  devOutbox: t.field({
    type: [OutboxMail],
    description: 'Stored outbox (only when no SMTP_URL is set and not in production).',
    authScopes: { devOutbox: true },
    args: { limit: t.arg.int() },
    resolve: (_r, { limit }, ctx) => ctx.platform.mailer.latest(Math.min(Math.max(limit ?? 20, 1), 100)),
  }),
}));
