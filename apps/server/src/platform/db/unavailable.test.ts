import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('recognises a database that cannot be reached, also as the cause of a failed query', () => {
    for (const error of [
      withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      withCode('terminating connection due to administrator command', '57P01'),
      withCode('the database system is starting up', '57P03'),
      withCode('sorry, too many clients already', '53300'),
      withCode('connection failure', '08006'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Failed query: select 1', { cause: withCode('read ECONNRESET', 'ECONNRESET') }),
    ])
      expect(isDatabaseUnavailable(error), error.message).toBe(true);
  });

  it('leaves the statement’s own faults to INTERNAL', () => {
    for (const error of [
      withCode('duplicate key value violates unique constraint', '23505'),
      withCode('relation "users" does not exist', '42P01'),
      new Error('Failed query: insert …', { cause: withCode('deadlock detected', '40P01') }),
      new TypeError('cannot read properties of undefined'),
      'a string',
    ])
      expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
