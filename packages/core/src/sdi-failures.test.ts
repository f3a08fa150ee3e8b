import { describe, expect, it } from 'vitest';
import { sdiFailureReason } from './sdi-failures';

describe('sdiFailureReason', () => {
  it('names an intermediary or PEC server that cannot be reached', () => {
    expect(sdiFailureReason({ code: 'ECONNREFUSED' })).toBe('UNREACHABLE');
    expect(sdiFailureReason({ code: 'ENOTFOUND' })).toBe('UNREACHABLE');
    expect(sdiFailureReason({ code: 'ECONNECTION' })).toBe('UNREACHABLE');
  });

  it('tells a timeout from an unreachable server', () => {
    expect(sdiFailureReason({ timedOut: true })).toBe('TIMEOUT');
    expect(sdiFailureReason({ code: 'ETIMEDOUT' })).toBe('TIMEOUT');
    expect(sdiFailureReason({ code: 'UND_ERR_CONNECT_TIMEOUT' })).toBe('TIMEOUT');
  });

  it('reads refused credentials from HTTP and SMTP', () => {
    expect(sdiFailureReason({ httpStatus: 401 })).toBe('AUTH_REFUSED');
    expect(sdiFailureReason({ httpStatus: 403 })).toBe('AUTH_REFUSED');
    expect(sdiFailureReason({ code: 'EAUTH', smtpResponseCode: 535 })).toBe('AUTH_REFUSED');
  });

  it("tells the intermediary's refusal of the file (4xx) from its own failure (5xx)", () => {
    expect(sdiFailureReason({ httpStatus: 422 })).toBe('REFUSED');
    expect(sdiFailureReason({ httpStatus: 400 })).toBe('REFUSED');
    expect(sdiFailureReason({ httpStatus: 503 })).toBe('INTERMEDIARY_ERROR');
  });

  it("names a mail server's refusal of the mail or its recipient", () => {
    expect(sdiFailureReason({ code: 'EENVELOPE', smtpResponseCode: 550 })).toBe('MAIL_REFUSED');
    expect(sdiFailureReason({ smtpResponseCode: 452 })).toBe('MAIL_REFUSED');
  });

  it('names a platform not set up for sending, and anything else as other', () => {
    expect(sdiFailureReason({ code: 'NOT_CONFIGURED' })).toBe('NOT_CONFIGURED');
    expect(sdiFailureReason({})).toBe('OTHER');
    expect(sdiFailureReason({ code: 'EISDIR' })).toBe('OTHER');
  });
});
