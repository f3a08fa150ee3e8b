/**
 * Why a hand-over of an e-invoice (to SdI through the transport: PEC or an intermediary) or the mail
 * of a bill to its client did not go through, in words a bakery can act on. The transport's own text
 * (an SMTP reply, "fetch failed") stays beside it as the technical detail.
 */
export const SDI_FAILURE_REASONS = [
  /** The PEC server or the intermediary could not be reached (refused, no such host, connection dropped). */
  'UNREACHABLE',
  /** It was reached but did not answer in time. */
  'TIMEOUT',
  /** It refused the platform's credentials (HTTP 401/403, SMTP 535). */
  'AUTH_REFUSED',
  /** The intermediary refused the file (HTTP 4xx). */
  'REFUSED',
  /** The intermediary failed on its side (HTTP 5xx). */
  'INTERMEDIARY_ERROR',
  /** The mail server refused the mail or its recipient. */
  'MAIL_REFUSED',
  /** The platform's sending to SdI is not set up completely (its operator's configuration). */
  'NOT_CONFIGURED',
  'OTHER',
] as const;
export type SdiFailureReason = (typeof SDI_FAILURE_REASONS)[number];

/** What the server could read off a failure: the HTTP status, the error code of Node, undici or nodemailer, the SMTP reply code. */
export interface SdiFailureFacts {
  httpStatus?: number;
  code?: string;
  smtpResponseCode?: number;
  timedOut?: boolean;
}

const TIMEOUT_CODES = new Set([
  'ETIMEDOUT',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
]);
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'UND_ERR_SOCKET',
  // nodemailer: no connection to the SMTP server, a broken socket, its name not resolved
  'ECONNECTION',
  'ESOCKET',
  'EDNS',
]);

/** The reason of a failure from its facts; OTHER when nothing known applies. */
export function sdiFailureReason(facts: SdiFailureFacts): SdiFailureReason {
  const { httpStatus, code, smtpResponseCode, timedOut } = facts;
  if (code === 'NOT_CONFIGURED') return 'NOT_CONFIGURED';
  if (code === 'EAUTH' || httpStatus === 401 || httpStatus === 403 || smtpResponseCode === 535) return 'AUTH_REFUSED';
  if (timedOut || (code !== undefined && TIMEOUT_CODES.has(code))) return 'TIMEOUT';
  if (code !== undefined && UNREACHABLE_CODES.has(code)) return 'UNREACHABLE';
  if (httpStatus !== undefined && httpStatus >= 500) return 'INTERMEDIARY_ERROR';
  if (httpStatus !== undefined && httpStatus >= 400) return 'REFUSED';
  if (code === 'EENVELOPE' || code === 'EMESSAGE' || (smtpResponseCode !== undefined && smtpResponseCode >= 400))
    return 'MAIL_REFUSED';
  return 'OTHER';
}
