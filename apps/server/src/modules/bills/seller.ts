/** Fields of the bakery's e-invoice data (bill_settings.e_bill_data) a bill cannot do without. */
const REQUIRED = ['companyName', 'vatNumber', 'regime', 'street', 'postalCode', 'city'] as const;

/** The missing seller fields (empty = complete enough for a bill and its e-invoice). */
export function sellerDataProblems(eBillData: unknown): string[] {
  const data = (eBillData && typeof eBillData === 'object' ? eBillData : {}) as Record<string, unknown>;
  return REQUIRED.filter((f) => typeof data[f] !== 'string' || (data[f] as string).trim() === '');
}
