import { describe, expect, it } from 'vitest';
import { accountDisplayName } from './account-name';

describe('accountDisplayName', () => {
  it('prefers the company name, then the full name, then the username', () => {
    expect(accountDisplayName({ companyName: 'Forno Rossi', fullName: 'Anna Rossi', username: 'anna' })).toBe(
      'Forno Rossi',
    );
    expect(accountDisplayName({ companyName: null, fullName: 'Anna Rossi', username: 'anna' })).toBe('Anna Rossi');
    expect(accountDisplayName({ username: 'anna' })).toBe('anna');
  });

  it('treats empty strings as missing, but keeps whitespace as the SQL nullif does', () => {
    expect(accountDisplayName({ companyName: '', fullName: '', username: 'anna' })).toBe('anna');
    expect(accountDisplayName({ companyName: '', fullName: 'Anna Rossi', username: 'anna' })).toBe('Anna Rossi');
    expect(accountDisplayName({ companyName: ' ', fullName: 'Anna Rossi', username: 'anna' })).toBe(' ');
  });
});
