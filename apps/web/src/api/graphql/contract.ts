/**
 * The bakery's service contract with the platform (SPEC §1): its start, its notice, giving and
 * taking back notice. Rule in core `contract.ts`.
 */
import { operation } from '../operation';

export interface ContractNotice {
  noticeOn: string;
  rule: 'WITHDRAWAL' | 'MONTH_END';
  lastDay: string;
  blockedFrom: string;
  withdrawable: boolean;
}

export interface ContractStatus {
  contractStart: string;
  today: string;
  notice: ContractNotice | null;
}

const FIELDS = 'contractStart today notice { noticeOn rule lastDay blockedFrom withdrawable }';

export const ContractStatusQuery = operation<{ contractStatus: ContractStatus }, Record<string, never>>(
  'ContractStatus',
  `query ContractStatus { contractStatus { ${FIELDS} } }`,
);

export const GiveContractNoticeMutation = operation<{ giveContractNotice: ContractStatus }, { password: string }>(
  'GiveContractNotice',
  `mutation GiveContractNotice($password: String!) { giveContractNotice(password: $password) { ${FIELDS} } }`,
);

export const WithdrawContractNoticeMutation = operation<
  { withdrawContractNotice: ContractStatus },
  Record<string, never>
>('WithdrawContractNotice', `mutation WithdrawContractNotice { withdrawContractNotice { ${FIELDS} } }`);

export const CONTRACT_OPERATIONS = [
  ContractStatusQuery,
  GiveContractNoticeMutation,
  WithdrawContractNoticeMutation,
] as const;
