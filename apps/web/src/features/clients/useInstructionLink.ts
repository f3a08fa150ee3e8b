import { useEffect, useState } from 'react';
import { request } from '../../api/client';
import { GuestInstructionLinkMutation } from '../../api/operations';
import { errorCodeOf } from '../errors/error-text';
import type { InstructionData } from './print-instruction';

export type InstructionLink =
  | { status: 'given' | 'linked'; guestId: string | null; signInUrl: string | null }
  | { status: 'loading' | 'none' }
  | { status: 'failed'; error: unknown };

/**
 * The QR sign-in link and the guest's id for the sheet. Right after creating the guest or a new
 * password they come in the navigation state; a sheet opened by its address (a bookmark, a reload,
 * another device) asks the server for the host's guest with the address's label and password,
 * which issues a fresh link (ADR 009). `none`: no guest of the host matches (another password now).
 */
export function useInstructionLink(
  data: InstructionData | null,
  given: { signInUrl: string | null; guestId: string | null },
): InstructionLink {
  const fromState = given.signInUrl !== null || given.guestId !== null;
  const [asked, setAsked] = useState<InstructionLink>({ status: 'loading' });
  const label = data?.username ?? null;
  const password = data?.password ?? null;

  useEffect(() => {
    if (fromState || label === null || password === null) return;
    let live = true;
    request(GuestInstructionLinkMutation, { label, password })
      .then(
        ({ guestInstructionLink: link }) =>
          live && setAsked({ status: 'linked', guestId: link.guestId, signInUrl: link.signInUrl }),
      )
      .catch(
        (error: unknown) =>
          live &&
          setAsked(
            errorCodeOf(error) === 'NOT_FOUND' || errorCodeOf(error) === 'FORBIDDEN'
              ? { status: 'none' }
              : { status: 'failed', error },
          ),
      );
    return () => {
      live = false;
    };
  }, [fromState, label, password]);

  if (fromState) return { status: 'given', ...given };
  return asked;
}
