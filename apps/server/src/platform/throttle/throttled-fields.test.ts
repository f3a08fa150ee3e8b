import { describe, expect, it } from 'vitest';
import { countCredentialFields } from './throttled-fields';
import { trustProxyOf } from '../config';

describe('countCredentialFields', () => {
  it('counts root credential fields of every operation, through aliases and fragments', () => {
    expect(countCredentialFields('mutation { login(identifier: "a", password: "b") { jwt } }')).toBe(1);
    expect(countCredentialFields('# login\nquery Q { languages { short } }')).toBe(0);
    expect(
      countCredentialFields(
        'query Q { languages { short } } mutation M { a: login(identifier: "a", password: "b") { jwt } b: guestLogin(identifier: "a", password: "b") { jwt } }',
      ),
    ).toBe(2);
    expect(
      countCredentialFields(
        'mutation { ...F ... on Mutation { register(username: "u", email: "e", password: "p") } } fragment F on Mutation { forgotPassword(email: "x") }',
      ),
    ).toBe(2);
    expect(
      countCredentialFields(
        'fragment F on Mutation { ...F login(identifier: "a", password: "b") { jwt } } mutation { ...F }',
      ),
    ).toBe(1);
  });
  it('does not count nested fields of the same name or documents that do not parse', () => {
    expect(countCredentialFields('query { me { login: username } }')).toBe(0);
    expect(countCredentialFields('mutation { login(identifier: ')).toBe(0);
  });
});

describe('TRUST_PROXY', () => {
  it('is off by default and takes a hop count or addresses, never a blanket true', () => {
    expect(trustProxyOf(undefined)).toBe(false);
    expect(trustProxyOf('0')).toBe(false);
    expect(trustProxyOf('2')).toBe(2);
    expect(trustProxyOf('10.0.0.1, 192.168.0.0/16')).toEqual(['10.0.0.1', '192.168.0.0/16']);
    expect(() => trustProxyOf('true')).toThrow(/number of proxies/);
  });
});
