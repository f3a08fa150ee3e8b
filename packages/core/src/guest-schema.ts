/**
 * The zod schema of a host's guest (requirements/host-and-guests.md#guests), used by the host's
 * guest form and by the server's check alike. Issue messages are `ErrorCode`s on the field's path.
 */
import { z } from 'zod';
import { checkStay } from './account-schemas';
import type { ErrorCode } from './errors';
import { LANGUAGES } from './language';
import { PasswordSchema, UsernameSchema } from './schemas';

const message = (code: ErrorCode): { message: ErrorCode } => ({ message: code });

/** Longest label of a guest. */
export const GUEST_LABEL_MAX = 60;

/**
 * A guest as createGuest / updateGuest take it: a label by the username rules of at most 60
 * characters, a stay, a language (null = the host's), a password typed by the host (blank = generated).
 */
export const GuestInputSchema = z
  .object({
    label: UsernameSchema.refine((l) => l.length <= GUEST_LABEL_MAX, message('BAD_INPUT')),
    activeFrom: z.string(message('INVALID_DATE')),
    activeTo: z.string(message('INVALID_DATE')),
    language: z
      .enum(LANGUAGES, message('BAD_INPUT'))
      .nullish()
      .transform((v) => v ?? null),
    password: z
      .string(message('BAD_INPUT'))
      .nullish()
      .transform((v) => v || null)
      .pipe(PasswordSchema.nullable()),
  })
  .superRefine(({ activeFrom, activeTo }, ctx) => checkStay(activeFrom, activeTo, ctx));
export type CleanGuest = z.infer<typeof GuestInputSchema>;
