/** The platform operator (SPEC §7 "all bakeries"): every bakery of the platform, revoking a contract notice. */
import { graphql, type ResultOf } from '../graphql';

export const AllBakeriesQuery = graphql(`
  query AllBakeries {
    allBakeries {
      id
      username
      email
      companyName
      city
      blocked
      contractStart
      contractLastDay
    }
  }
`);

export const RevokeContractNoticeMutation = graphql(`
  mutation RevokeContractNotice($bakeryId: ID!) {
    revokeContractNotice(bakeryId: $bakeryId) {
      contractStart
      today
      notice {
        lastDay
      }
    }
  }
`);

export const BackupStatusQuery = graphql(`
  query BackupStatus {
    backupStatus {
      everyHours
      keep
      overdue
      last {
        ok
        trigger
        finishedAt
        error
      }
      lastOk {
        finishedAt
        fileName
        bytes
        trigger
      }
    }
  }
`);

// --- result and input types, derived from the operations above and the schema (ADR 017)

export type BakeryAccount = ResultOf<typeof AllBakeriesQuery>['allBakeries'][number];
export type BackupStatus = ResultOf<typeof BackupStatusQuery>['backupStatus'];
