import { builder } from '../../platform/graphql/builder';

/** The GraphQL enums of bills (issue 16: fixed sets of values are enums, not strings). */

export const BillLineKindEnum = builder.enumType('BillLineKind', {
  values: {
    PRODUCT: { description: 'An ordered product.' },
    DELIVERY: { description: "An order's delivery cost." },
    STAMP_DUTY: { description: 'The 2.00 € stamp duty charged on to the client (no order).' },
  } as const,
});

export const BillLineBasisEnum = builder.enumType('BillLineBasis', {
  values: {
    MEASURED: { description: 'By the measured weight.' },
    APPROX: { description: 'By the approximate weight of a product that is not weighed.' },
    NOT_WEIGHED: { description: 'A weighed product not weighed yet, billed by its approximate weight.' },
  } as const,
});

export const BillLineUnitEnum = builder.enumType('BillLineUnit', {
  values: { PZ: { description: 'Pieces.' }, KG: { description: 'Kilograms.' } } as const,
});

export const CreditByEnum = builder.enumType('CreditBy', {
  values: {
    QUANTITY: { description: 'Taken back at the bill price.' },
    AMOUNT: { description: 'A price correction.' },
  } as const,
});

export const DOCUMENT_TYPES = ['TD01', 'TD24', 'TD04'] as const;
export const DocumentTypeEnum = builder.enumType('DocumentType', {
  description: 'FatturaPA TipoDocumento.',
  values: {
    TD01: { description: 'Immediate invoice (deliveries of one day without docket).' },
    TD24: { description: 'Deferred invoice of docketed deliveries (one month).' },
    TD04: { description: 'Credit note (art. 26 D.P.R. 633/72).' },
  } as const,
});

export const BILL_RUN_STATES = ['RUNNING', 'DONE', 'INTERRUPTED'] as const;
export const BillRunStateEnum = builder.enumType('BillRunState', {
  values: {
    RUNNING: { description: 'Bills are being made.' },
    DONE: { description: 'Every client was handled.' },
    INTERRUPTED: {
      description:
        'A run of a version before the job queue that a server stop cut off; its remaining clients were not billed.',
    },
  } as const,
});
