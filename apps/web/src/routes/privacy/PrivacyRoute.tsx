import { LegalDocument } from '../../features/legal';

export function PrivacyRoute() {
  return <LegalDocument document="privacy" />;
}
