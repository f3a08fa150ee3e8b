import { isLocalRequest } from './local-request';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isErrorCode, resolveLanguage, type ErrorCode } from '@bakery/core';
import { AppError } from '../errors';
import type { Platform, RequestContext } from '../graphql/context';
import { userFromToken } from '../graphql/yoga';
import { toViewer } from '../../modules/users/account';

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
};

/**
 * The request context of a plain HTTP route (uploads, document downloads): the same bearer token
 * and language resolution as /graphql, so services check permissions and tenancy alike.
 */
export async function restContext(platform: Platform, req: FastifyRequest): Promise<RequestContext> {
  const user = await userFromToken(platform, req.headers.authorization);
  return {
    platform,
    viewer: user ? toViewer(user) : null,
    ip: req.ip,
    isLocal: isLocalRequest(req.raw),
    requestLanguage: resolveLanguage({ browser: req.headers['accept-language'] }),
  };
}

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
