// The legal pages' parts: imprint details and the terms and privacy documents.
export { ImprintDetails } from './ImprintDetails';
export { LegalDocument } from './LegalDocument';
