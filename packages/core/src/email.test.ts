import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH, isValidEmail } from './email';

describe('isValidEmail', () => {
  it.each([
    'anna@example.com',
    'anna.maria@example.co.uk',
    'first+tag@sub.domain.it',
    "o'brien@example.ie",
    'x_y-z@bakery-sonne.de',
    'UPPER@EXAMPLE.COM',
    '1234@example.museum',
    'a@b.co',
  ])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    '',
    'plainaddress',
    '@example.com',
    'anna@',
    'anna@example',
    'anna@example.c',
    'anna@example.c0m',
    'anna@@example.com',
    'anna@bakery@example.com',
    'anna maria@example.com',
    'anna@exa mple.com',
    ' anna@example.com',
    'anna@example.com ',
    '.anna@example.com',
    'anna.@example.com',
    'an..na@example.com',
    'anna@.example.com',
    'anna@example..com',
    'anna@-example.com',
    'anna@example-.com',
    'anna@exämple.com',
    'jürgen@example.com',
    '"quoted"@example.com',
    'anna@[127.0.0.1]',
  ])('refuses %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it('limits the whole address to 254 and the local part to 64 characters', () => {
    expect(EMAIL_MAX_LENGTH).toBe(254);
    const domain = `${'d'.repeat(63)}.${'e'.repeat(63)}.${'f'.repeat(63)}.com`; // 195 characters
    const atLimit = `${'a'.repeat(254 - domain.length - 1)}@${domain}`;
    expect(atLimit).toHaveLength(254);
    expect(isValidEmail(atLimit)).toBe(true);
    expect(isValidEmail(`a${atLimit}`)).toBe(false); // 255 characters, local part still under 64
    expect(isValidEmail(`${'a'.repeat(64)}@example.com`)).toBe(true);
    expect(isValidEmail(`${'a'.repeat(65)}@example.com`)).toBe(false);
    expect(isValidEmail(`anna@${'l'.repeat(64)}.com`)).toBe(false);
  });
});
