/**
 * The bakery's service contract with the platform (SPEC §1): its start, its notice, giving and
 * taking back notice. Rule in core `contract.ts`.
 */
import { graphql, type ResultOf } from '../graphql';

export const ContractStatusQuery = graphql(`
  query ContractStatus {
    contractStatus {
      contractStart
      today
      clientsToInform
      notice {
        noticeOn
        rule
        lastDay
        blockedFrom
        withdrawable
      }
    }
  }
`);

export const GiveContractNoticeMutation = graphql(`
  mutation GiveContractNotice($password: String!) {
    giveContractNotice(password: $password) {
      contractStart
      today
      clientsToInform
      notice {
        noticeOn
        rule
        lastDay
        blockedFrom
        withdrawable
      }
    }
  }
`);

export const WithdrawContractNoticeMutation = graphql(`
  mutation WithdrawContractNotice {
    withdrawContractNotice {
      contractStart
      today
      clientsToInform
      notice {
        noticeOn
        rule
        lastDay
        blockedFrom
        withdrawable
      }
    }
  }
`);

// --- result and input types, derived from the operations above and the schema (ADR 017)

export type ContractStatus = ResultOf<typeof ContractStatusQuery>['contractStatus'];
export type ContractNotice = NonNullable<ContractStatus['notice']>;
