/** The platform operator (SPEC §7 "all bakeries"): every bakery of the platform, revoking a contract notice. */
import { operation } from '../operation';
import type { ContractStatus } from './contract';

export interface BakeryAccount {
  id: string;
  username: string;
  email: string | null;
  companyName: string | null;
  city: string | null;
  blocked: boolean;
  /** YYYY-MM-DD */
  contractStart: string;
  /** YYYY-MM-DD: the contract's last day by the bakery's notice; null without notice. */
  contractLastDay: string | null;
}

export const AllBakeriesQuery = operation<{ allBakeries: BakeryAccount[] }, Record<string, never>>(
  'AllBakeries',
  'query AllBakeries { allBakeries { id username email companyName city blocked contractStart contractLastDay } }',
);

export const RevokeContractNoticeMutation = operation<{ revokeContractNotice: ContractStatus }, { bakeryId: string }>(
  'RevokeContractNotice',
  'mutation RevokeContractNotice($bakeryId: ID!) { revokeContractNotice(bakeryId: $bakeryId) { contractStart today notice { lastDay } } }',
);

export const OPERATOR_OPERATIONS = [AllBakeriesQuery, RevokeContractNoticeMutation] as const;
