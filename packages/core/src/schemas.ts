/**
 * Zod schemas for the form fields the server and the web validate alike, built on the rules in
 * this package so both sides refuse exactly the same input.
 *
 * Invariants: every issue message is an `ErrorCode` (errors.ts) that the client translates —
 * never prose; a password reports every broken rule, one issue each, in rule order. Usernames
 * and e-mails are trimmed before checking and come out trimmed; passwords are never trimmed.
 */
import { z } from 'zod';
import type { ErrorCode } from './errors';
import { isIsoDate } from './calendar';
import { isValidEmail } from './email';
import { LANGUAGES } from './language';
import { passwordProblemToErrorCode, validatePassword } from './password';
import { usernameProblem, usernameProblemToErrorCode } from './username';

const message = (code: ErrorCode): { message: ErrorCode } => ({ message: code });

export const PasswordSchema = z.string().superRefine((password, ctx) => {
  for (const problem of validatePassword(password)) {
    ctx.addIssue({ code: 'custom', message: passwordProblemToErrorCode(problem) });
  }
});
export type Password = z.infer<typeof PasswordSchema>;

/** A new password with its confirmation; repeat problems are reported on `repeat`. */
export const PasswordWithRepeatSchema = z
  .object({ password: z.string(), repeat: z.string() })
  .superRefine(({ password, repeat }, ctx) => {
    for (const problem of validatePassword(password, repeat)) {
      const path = problem === 'REPEAT_EMPTY' || problem === 'MISMATCH' ? ['repeat'] : ['password'];
      ctx.addIssue({ code: 'custom', path, message: passwordProblemToErrorCode(problem) });
    }
  });
export type PasswordWithRepeat = z.infer<typeof PasswordWithRepeatSchema>;

export const UsernameSchema = z
  .string()
  .trim()
  .superRefine((username, ctx) => {
    const problem = usernameProblem(username);
    if (problem) ctx.addIssue({ code: 'custom', message: usernameProblemToErrorCode(problem) });
  });
export type Username = z.infer<typeof UsernameSchema>;

export const EmailSchema = z.string().trim().refine(isValidEmail, message('EMAIL_INVALID'));
export type Email = z.infer<typeof EmailSchema>;

export const LanguageSchema = z.enum(LANGUAGES, message('BAD_INPUT'));
export type LanguageInput = z.infer<typeof LanguageSchema>;

/** A strict `YYYY-MM-DD` string naming a real calendar day (2026-02-30 is refused). */
export const IsoDateSchema = z.string().refine(isIsoDate, message('BAD_INPUT'));
export type IsoDate = z.infer<typeof IsoDateSchema>;
