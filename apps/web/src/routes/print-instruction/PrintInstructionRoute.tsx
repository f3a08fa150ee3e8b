import { useLocation, useParams } from 'react-router';
import { usePublicConfig } from '../../features/config/PublicConfigProvider';
import { PrintInstructionSheet } from '../../features/clients/PrintInstructionSheet';

/**
 * /printInstruction/{language}/{username}/{password}/{host}/{bakery}/{deadline}/{bakeryID}/{from}/{to}
 * — stands outside the app frame so it prints on its own. The QR sign-in link comes in the
 * navigation state (never in the address), right after the guest was created.
 */
export function PrintInstructionRoute() {
  const params = useParams();
  const location = useLocation();
  const config = usePublicConfig();
  const state = location.state as { signInUrl?: unknown } | null;
  const signInUrl = typeof state?.signInUrl === 'string' ? state.signInUrl : null;
  return <PrintInstructionSheet params={params} signInUrl={signInUrl} guestAppUrl={config?.guestAppUrl ?? null} />;
}
