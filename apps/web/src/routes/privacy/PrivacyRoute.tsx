import { LegalDocument } from '../../features/legal/LegalDocument';

export function PrivacyRoute() {
  return <LegalDocument document="privacy" />;
}
