import { describe, expect, it } from 'vitest';
import { uniqueViolation } from './credentials';

describe('uniqueViolation', () => {
  it('names the constraint of a unique violation, also when wrapped by the ORM', () => {
    const pgError = Object.assign(new Error('duplicate key'), { code: '23505', constraint: 'users_email_lower_uq' });
    expect(uniqueViolation(pgError)).toBe('users_email_lower_uq');
    expect(uniqueViolation(new Error('Failed query', { cause: pgError }))).toBe('users_email_lower_uq');
  });

  it('is null for other errors', () => {
    expect(uniqueViolation(Object.assign(new Error('fk'), { code: '23503' }))).toBeNull();
    expect(uniqueViolation(new Error('boom'))).toBeNull();
    expect(uniqueViolation('text')).toBeNull();
  });
});
