import { useLocation, useParams } from 'react-router';
import { usePublicConfig } from '../../features/config';
import { PrintInstructionSheet, instructionData, useInstructionLink } from '../../features/clients';

/**
 * /printInstruction/{language}/{username}/{password}/{host}/{bakery}/{deadline}/{bakeryID}/{from}/{to}
 * — stands outside the app frame so it prints on its own. The QR sign-in link and the guest's id
 * (for the PDF) come in the navigation state (never in the address), right after the guest was
 * created or its password reset; opened by its address, the sheet asks the server for them.
 */
export function PrintInstructionRoute() {
  const params = useParams();
  const location = useLocation();
  const config = usePublicConfig();
  const state = location.state as { signInUrl?: unknown; guestId?: unknown } | null;
  const signInUrl = typeof state?.signInUrl === 'string' ? state.signInUrl : null;
  const guestId = typeof state?.guestId === 'string' ? state.guestId : null;
  const link = useInstructionLink(instructionData(params), { signInUrl, guestId });
  const linked = link.status === 'given' || link.status === 'linked' ? link : null;
  return (
    <PrintInstructionSheet
      params={params}
      signInUrl={linked?.signInUrl ?? null}
      guestAppUrl={config?.guestAppUrl ?? null}
      guestId={linked?.guestId ?? null}
      linkProblem={link.status === 'none' ? 'none' : link.status === 'failed' ? link.error : null}
    />
  );
}
