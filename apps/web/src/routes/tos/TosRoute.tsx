import { LegalDocument } from '../../features/legal';

export function TosRoute() {
  return <LegalDocument document="tos" />;
}
