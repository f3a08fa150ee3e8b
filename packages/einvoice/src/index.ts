// The FatturaPA library's front door: what the server uses to make, check and validate an e-invoice.
export { buildFatturaPA, eInvoiceFileName, EInvoiceInputError, fileProgressive } from './fatturapa';
export type * from './fatturapa.types';
export { truncatedFields, type TruncatedField } from './fatturapa-truncation';
export { fileNameProblem, sdiProblems, type SdiProblem } from './sdi-checks';
export { validateFatturaPA, type XsdResult } from './xsd';
