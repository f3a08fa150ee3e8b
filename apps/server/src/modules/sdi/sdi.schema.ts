import { SDI_FAILURE_REASONS } from '@bakery/core';
import { parseId } from '../../platform/graphql/args';
import { builder } from '../../platform/graphql/builder';
import { enumValue, enumValueOrNull } from '../../platform/graphql/enum-value';
import { isBeingSent } from '../bills/bill-send-claim';
import { BillRef } from '../bills/bills.schema';
import {
  SDI_NOTIFICATION_KINDS,
  SDI_STATE_VALUES,
  SdiFailureReasonEnum,
  SdiNotificationKindEnum,
  SdiStateEnum,
} from './sdi-enums';
import { reissueDeadline, visibleSdiNotifications } from './bill-sdi-history.service';
import { recordSdiNotificationOfBakery, sendBill, type SdiNotificationRow } from './send-bill.service';

const SdiErrorRef = builder.objectRef<{ code: string; description: string }>('SdiError').implement({
  fields: (t) => ({ code: t.exposeString('code'), description: t.exposeString('description') }),
});

const SdiNotificationRef = builder.objectRef<SdiNotificationRow>('SdiNotification').implement({
  description:
    "What happened to a bill's e-invoice: SENT / SEND_FAILED / MAILED / MAIL_FAILED (this platform) or SdI's RC, NS, MC, NE, DT, AT.",
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.field({ type: SdiNotificationKindEnum, resolve: (n) => enumValue(SDI_NOTIFICATION_KINDS, n.kind) }),
    fileName: t.exposeString('fileName', { nullable: true }),
    receivedAt: t.string({ resolve: (n) => n.receivedAt.toISOString() }),
    message: t.exposeString('message', { nullable: true }),
    reason: t.field({
      type: SdiFailureReasonEnum,
      nullable: true,
      description:
        'Why a SEND_FAILED or MAIL_FAILED went wrong; `message` keeps the technical detail. Null for other kinds and for notes older than the reasons.',
      resolve: (n) => enumValueOrNull(SDI_FAILURE_REASONS, n.reason),
    }),
    errors: t.field({
      type: [SdiErrorRef],
      resolve: (n) => (Array.isArray(n.errors) ? (n.errors as { code: string; description: string }[]) : []),
    }),
  }),
});

/** A bill's way through SdI: where it stands, its history, the reissue deadline of a rejected one. */
builder.objectFields(BillRef, (t) => ({
  sdiState: t.field({
    type: SdiStateEnum,
    nullable: true,
    description: 'null = not sent.',
    resolve: (b) => enumValueOrNull(SDI_STATE_VALUES, b.sdiState),
  }),
  sdiSending: t.boolean({
    description:
      'True while the e-invoice is being handed to SdI: the send was started and its job has not yet succeeded or given up (a refused hand-over is tried again with backoff; the history notes each refusal).',
    resolve: (b, _a, ctx) => isBeingSent(b, ctx.platform.now()),
  }),
  sdiNotifications: t.field({
    type: [SdiNotificationRef],
    resolve: (b, _a, ctx) => visibleSdiNotifications(ctx, b),
  }),
  reissueBy: t.string({
    nullable: true,
    description:
      "YYYY-MM-DD, for the bill's bakery only: the last day to send a REJECTED bill corrected and keep its number and date — the day its latest NS was recorded, in the bakery's time zone, + 5 days (SDI_REISSUE_DAYS); null in any other state.",
    resolve: (b, _a, ctx) => reissueDeadline(ctx, b),
  }),
}));

builder.mutationFields((t) => ({
  sendBill: t.field({
    type: BillRef,
    description:
      'Sends the e-invoice to SdI and the mail with PDF and XML to the client; for unsent bills and bills SdI rejected (re-sent corrected, with a new progressive).',
    authScopes: { bakery: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => sendBill(ctx, parseId(a.id)),
  }),
  recordSdiNotification: t.field({
    type: BillRef,
    description: 'Records an SdI notification XML the bakery received (e.g. by PEC) on the bill it names.',
    authScopes: { bakery: true },
    args: {
      xml: t.arg.string({
        required: true,
        extensions: { maxLength: 1_000_000 },
        description: 'The notification file as text (at most 1,000,000 characters).',
      }),
    },
    resolve: (_r, a, ctx) => recordSdiNotificationOfBakery(ctx, a.xml),
  }),
}));
