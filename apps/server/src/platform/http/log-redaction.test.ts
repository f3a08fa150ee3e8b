import { describe, expect, it } from 'vitest';
import { loggedUrl } from './log-redaction';

describe('loggedUrl: request addresses as the log writes them', () => {
  it("hides the guest's password in the instruction sheet's address, and nothing else of it", () => {
    expect(
      loggedUrl('/printInstruction/de/zimmer101-abc/Gast-2026!/Hotel%20Alpenrose/Mair/12:00/7/2026-11-01/2026-11-30'),
    ).toBe('/printInstruction/de/zimmer101-abc/redacted/Hotel%20Alpenrose/Mair/12:00/7/2026-11-01/2026-11-30');
  });

  it("hides the one-time tokens of the e-mails' links", () => {
    expect(loggedUrl('/password/restore/3f9a1c')).toBe('/password/restore/redacted');
    expect(loggedUrl('/login/3f9a1c')).toBe('/login/redacted');
    expect(loggedUrl('/login/3f9a1c?lang=it')).toBe('/login/redacted?lang=it');
  });

  it("hides the token of a guest's QR sign-in link and keeps the other parameters", () => {
    expect(loggedUrl('/guest?token=abc.def.ghi')).toBe('/guest?token=redacted');
    expect(loggedUrl('/guest/?lang=de&token=abc')).toBe('/guest/?lang=de&token=redacted');
  });

  it('leaves addresses without secrets as they are', () => {
    for (const url of [
      '/login',
      '/login/',
      '/loginhelp/x',
      '/dashboard?step=WEEK&from=2026-11-01',
      '/graphql',
      '/printInstruction/de/',
      '/assets/index-abc.js',
    ])
      expect(loggedUrl(url)).toBe(url);
  });
});
