import type { FastifyReply } from 'fastify';
import { isErrorCode, type ErrorCode } from '@bakery/core';
import { AppError } from '../errors';

const STATUS: Partial<Record<ErrorCode, number>> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  MEDIA_TOO_LARGE: 413,
  MEDIA_NOT_AN_IMAGE: 415,
  BAD_INPUT: 400,
  SDI_NOTIFICATION_UNKNOWN: 404,
  SDI_NOTIFICATION_AMBIGUOUS: 409,
  SDI_NOTIFICATION_OUT_OF_ORDER: 409,
  SDI_NOTIFICATION_UNREADABLE: 422,
  SDI_NOTIFICATION_PUBLIC_BODIES_ONLY: 422,
};

/** Errors in the shape of a GraphQL answer, so clients read `errors[0].extensions.code` alike. */
export function sendError(reply: FastifyReply, code: ErrorCode, details: Record<string, unknown> = {}) {
  return reply.code(STATUS[code] ?? 500).send({ errors: [{ message: code, extensions: { code, ...details } }] });
}

/** Answers an AppError (or anything carrying an error code) as `sendError`; rethrows the rest. */
export function sendCaught(reply: FastifyReply, error: unknown) {
  if (error instanceof AppError || isErrorCode((error as { code?: unknown }).code)) {
    const appError = error as AppError;
    const { code: _code, ...details } = appError.extensions;
    return sendError(reply, appError.code, details);
  }
  throw error;
}

/** A document as a download: its type, an RFC 5987 file name, never cached (documents carry personal data). */
export function sendFile(reply: FastifyReply, body: Buffer | string, contentType: string, fileName: string) {
  return reply
    .header('content-type', contentType)
    .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`)
    .header('cache-control', 'no-store')
    .send(body);
}
