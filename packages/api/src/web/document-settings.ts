/**
 * Settings → Documents: the seller data of bills, number series with their history, the PDF's
 * texts, Natura and stamp duty. ../operations.test.ts validates them against
 * apps/server/schema.graphql.
 */
import { graphql, type ResultOf, type SchemaType } from '../graphql';

const DocumentSettingsFields = graphql(`
  fragment DocumentSettingsFields on DocumentSettings {
    eBillData {
      companyName
      vatNumber
      taxCode
      regime
      street
      houseNumber
      postalCode
      city
      province
      country
      pec
      phone
      email
      rea {
        office
        number
        shareCapital
        soleShareholder
        liquidation
      }
      iban
      bankName
      transmitterCode
      zeroRateNatura
      zeroRateReference
      stampDuty
      previousRegime
      regimeSince
    }
    eBillDataProblems
    pdfHeader
    pdfFooter
    pdfLogo {
      id
      url
      formats {
        thumbnail
        small
        medium
      }
    }
    billNumberFormat
    nextBillNumber
    nextBillPreview
    prefix
    suffix
    ddNumberFormat
    nextDdNumber
    nextDdPreview
    creditNoteNumberFormat
    nextCreditNoteNumber
    nextCreditNotePreview
    numberChanges {
      series
      fromNumber
      toNumber
      reason
      changedAt
    }
  }
`);

export const DocumentSettingsQuery = graphql(
  `
    query DocumentSettings {
      documentSettings {
        ...DocumentSettingsFields
      }
    }
  `,
  [DocumentSettingsFields],
);

export const UpdateDocumentSettingsMutation = graphql(
  `
    mutation UpdateDocumentSettings($input: DocumentSettingsInput!) {
      updateDocumentSettings(input: $input) {
        ...DocumentSettingsFields
      }
    }
  `,
  [DocumentSettingsFields],
);

// --- result and input types, derived from the operations above and the schema (ADR 017)

export type DocumentSettings = ResultOf<typeof DocumentSettingsQuery>['documentSettings'];
export type EBillData = NonNullable<DocumentSettings['eBillData']>;
export type DocumentSettingsInput = SchemaType<'DocumentSettingsInput'>;
