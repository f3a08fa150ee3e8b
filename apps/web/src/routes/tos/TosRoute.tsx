import { LegalDocument } from '../../features/legal/LegalDocument';

export function TosRoute() {
  return <LegalDocument document="tos" />;
}
