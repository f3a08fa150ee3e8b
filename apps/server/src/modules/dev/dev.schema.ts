import { builder } from '../../platform/graphql/builder';
import type { mailOutbox } from '../../db/schema/index';

interface OutboxAttachmentRow {
  filename: string;
  contentType: string;
  size: number;
}

const OutboxAttachment = builder.objectRef<OutboxAttachmentRow>('OutboxAttachment').implement({
  fields: (t) => ({
    filename: t.exposeString('filename'),
    contentType: t.exposeString('contentType'),
    size: t.exposeInt('size'),
  }),
});

const OutboxMail = builder.objectRef<typeof mailOutbox.$inferSelect>('OutboxMail').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    to: t.exposeString('to'),
    subject: t.exposeString('subject'),
    text: t.exposeString('text'),
    createdAt: t.string({ resolve: (m) => m.createdAt.toISOString() }),
    sentAt: t.string({
      nullable: true,
      description: 'When SMTP took the mail; null in outbox mode.',
      resolve: (m) => m.sentAt?.toISOString() ?? null,
    }),
    attachments: t.field({
      type: [OutboxAttachment],
      resolve: (m) => (Array.isArray(m.attachments) ? (m.attachments as OutboxAttachmentRow[]) : []),
    }),
  }),
});

builder.queryFields((t) => ({
  devOutbox: t.field({
    type: [OutboxMail],
    description:
      'The mail log, newest first (not in production): the delivery itself without SMTP_URL, a record of what went over SMTP otherwise.',
    authScopes: { devOutbox: true },
    args: { limit: t.arg.int() },
    resolve: (_r, { limit }, ctx) => ctx.platform.mailer.latest(Math.min(Math.max(limit ?? 20, 1), 100)),
  }),
}));
