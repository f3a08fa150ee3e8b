import type { SdiFailureReason } from '@bakery/core';
import { builder } from '../../platform/graphql/builder';

/** The GraphQL enums of a bill's way through SdI (issue 16: fixed sets of values are enums, not strings). */

export const SDI_STATE_VALUES = [
  'SENT',
  'DELIVERED',
  'REJECTED',
  'NOT_DELIVERED',
  'ACCEPTED',
  'REFUSED',
  'TERMS_EXPIRED',
  'INVALID',
] as const;
export const SdiStateEnum = builder.enumType('SdiState', {
  description: 'Where an e-invoice stands at SdI (null on a bill: not sent).',
  values: {
    SENT: { description: 'Handed over to SdI; no answer yet.' },
    DELIVERED: { description: 'Delivered to the client (RC).' },
    REJECTED: { description: 'Rejected by SdI (NS): to be corrected and sent again.' },
    NOT_DELIVERED: { description: "Issued but not delivered: left in the client's reserved area (MC)." },
    ACCEPTED: { description: 'Accepted by a public client (NE EC01).' },
    REFUSED: { description: 'Refused by a public client (NE EC02).' },
    TERMS_EXPIRED: { description: 'A public client let the 15 days pass (DT).' },
    INVALID: {
      description:
        'Not sent: the stored file failed the official XSD check (its errors are in sdiNotifications); it is made again from the current data on sending.',
    },
  } as const,
});

export const SDI_NOTIFICATION_KINDS = [
  'SENT',
  'SEND_FAILED',
  'MAILED',
  'MAIL_FAILED',
  'XSD_INVALID',
  'RC',
  'NS',
  'MC',
  'NE',
  'DT',
  'AT',
] as const;
export const SdiNotificationKindEnum = builder.enumType('SdiNotificationKind', {
  values: {
    SENT: { description: 'This platform handed the file to SdI.' },
    SEND_FAILED: { description: 'This platform could not hand the file to SdI.' },
    MAILED: { description: 'The bill was mailed to the client.' },
    MAIL_FAILED: { description: 'The mail to the client failed.' },
    XSD_INVALID: { description: 'The stored file failed the official XSD check (errors listed).' },
    RC: { description: "SdI's Ricevuta di consegna: delivered." },
    NS: { description: "SdI's Notifica di scarto: rejected." },
    MC: { description: "SdI's Notifica di mancata consegna: not delivered." },
    NE: { description: "SdI's Notifica di esito: a public client's acceptance or refusal." },
    DT: { description: "SdI's Notifica di decorrenza termini: the 15 days passed." },
    AT: { description: "SdI's Attestazione di trasmissione: an undeliverable invoice to a public body." },
  } as const,
});

export const SdiFailureReasonEnum = builder.enumType('SdiFailureReason', {
  values: {
    UNREACHABLE: { description: 'The PEC server or the intermediary could not be reached.' },
    TIMEOUT: { description: 'It was reached but did not answer in time.' },
    AUTH_REFUSED: { description: "It refused the platform's credentials (HTTP 401/403, SMTP 535)." },
    REFUSED: { description: 'The intermediary refused the file (HTTP 4xx).' },
    INTERMEDIARY_ERROR: { description: 'The intermediary failed on its side (HTTP 5xx).' },
    MAIL_REFUSED: { description: 'The mail server refused the mail or its recipient.' },
    NOT_CONFIGURED: { description: "The platform's sending to SdI is not set up completely." },
    OTHER: { description: 'Another failure: `message` has the technical detail.' },
  } satisfies Record<SdiFailureReason, { description: string }>,
});
