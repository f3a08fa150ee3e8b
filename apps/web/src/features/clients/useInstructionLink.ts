import { useApiQuery } from '../../api/query';
import { GuestInstructionLinkMutation } from '../../api/operations';
import { errorCodeOf } from '../../i18n/error-text';
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
  const label = data?.username ?? '';
  const password = data?.password ?? '';
  // issuing a link is a mutation: asked once per sheet, never again on its own
  const asked = useApiQuery(
    GuestInstructionLinkMutation,
    { label, password },
    {
      enabled: !fromState && data !== null,
      staleTime: Infinity,
      gcTime: 0,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    },
  );

  if (fromState) return { status: 'given', ...given };
  if (asked.isSuccess) {
    const link = asked.data.guestInstructionLink;
    return { status: 'linked', guestId: link.guestId, signInUrl: link.signInUrl };
  }
  if (asked.isError) {
    const code = errorCodeOf(asked.error);
    return code === 'NOT_FOUND' || code === 'FORBIDDEN' ? { status: 'none' } : { status: 'failed', error: asked.error };
  }
  return { status: 'loading' };
}
