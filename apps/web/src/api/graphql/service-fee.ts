/**
 * The platform's monthly service fee to a bakery (issue 7): accounts with an accepted order
 * delivered in the month × 3.00 EUR plus VAT. The invoice PDF comes from
 * POST /api/service-fee/statement.pdf { month }.
 */
import { operation } from '../operation';

export interface ServiceFeeStatement {
  month: string;
  number: string;
  date: string;
  dueDate: string;
  feeCents: number;
  vatRate: string;
  accountCount: number;
  netCents: number;
  taxCents: number;
  totalCents: number;
  accounts: { id: string; name: string; kind: 'HOST' | 'PRIVATE' | 'GUEST' | 'BAKERY'; orderCount: number }[];
}

export const ServiceFeeStatementQuery = operation<{ serviceFeeStatement: ServiceFeeStatement }, { month: string }>(
  'ServiceFeeStatement',
  `query ServiceFeeStatement($month: String!) {
    serviceFeeStatement(month: $month) { month number date dueDate feeCents vatRate accountCount netCents taxCents totalCents accounts { id name kind orderCount } }
  }`,
);

export const SERVICE_FEE_OPERATIONS = [ServiceFeeStatementQuery] as const;
