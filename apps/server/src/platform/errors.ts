import { GraphQLError } from 'graphql';
import type { ErrorCode } from '@bakery/core';

/**
 * The one error type of the server. The message is the code itself: clients translate codes
 * (requirements/platform-and-contract.md#errors: the texts live in the web's i18n catalogues), the server never sends prose.
 */
export class AppError extends GraphQLError {
  readonly code: ErrorCode;

  constructor(code: ErrorCode, details: Record<string, unknown> = {}) {
    super(code, { extensions: { code, ...details } });
    this.code = code;
  }
}

export function fail(code: ErrorCode, details?: Record<string, unknown>): never {
  throw new AppError(code, details);
}
