import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../platform/config';
import { imapOptionsOf } from './pec-inbox';

describe('SDI_PEC_IMAP_URL and SDI_PEC_IMAP_MINUTES', () => {
  it('are off and 5 minutes by default', () => {
    expect(loadConfig({}).sdi).toMatchObject({ pecImapUrl: undefined, pecImapMinutes: 5 });
    expect(loadConfig({ SDI_PEC_IMAP_URL: '', SDI_PEC_IMAP_MINUTES: '0' }).sdi).toMatchObject({
      pecImapUrl: undefined,
      pecImapMinutes: 0,
    });
  });

  it('take imaps:// and imap:// URLs with a user; anything else stops the start, without echoing the password', () => {
    expect(loadConfig({ SDI_PEC_IMAP_URL: 'imaps://fatture%40pec.it:s3cret@imaps.pec.aruba.it' }).sdi.pecImapUrl).toBe(
      'imaps://fatture%40pec.it:s3cret@imaps.pec.aruba.it',
    );
    for (const bad of ['https://u:s3cret@host', 'imaps://host', 'not a url s3cret']) {
      expect(() => loadConfig({ SDI_PEC_IMAP_URL: bad })).toThrow(/SDI_PEC_IMAP_URL/);
      expect(() => loadConfig({ SDI_PEC_IMAP_URL: bad })).not.toThrow(/s3cret/);
    }
    expect(() => loadConfig({ SDI_PEC_IMAP_MINUTES: 'often' })).toThrow(/SDI_PEC_IMAP_MINUTES/);
  });

  it('become imapflow options: TLS and port 993 for imaps, 143 for imap, the user and password decoded, INBOX unless a path names a folder', () => {
    expect(imapOptionsOf('imaps://fatture%40pec.it:p%40ss%3Aw@imaps.pec.aruba.it')).toEqual({
      host: 'imaps.pec.aruba.it',
      port: 993,
      secure: true,
      auth: { user: 'fatture@pec.it', pass: 'p@ss:w' },
      mailbox: 'INBOX',
    });
    expect(imapOptionsOf('imap://u:p@127.0.0.1:1143/Ricevute%20SdI')).toEqual({
      host: '127.0.0.1',
      port: 1143,
      secure: false,
      auth: { user: 'u', pass: 'p' },
      mailbox: 'Ricevute SdI',
    });
    expect(imapOptionsOf('imap://u:p@[::1]').host).toBe('::1');
  });
});
