import type { EBillData, EBillRea } from '@bakery/core/fiscal';
import { builder } from '../../platform/graphql/builder';
import { enumValue } from '../../platform/graphql/enum-value';
import { MediaRef } from '../media/media.schema';
import { mediaLoader } from '../media/media.service';
import {
  getDocumentSettings,
  numberChangesOf,
  updateDocumentSettings,
  type DocumentSettings,
  type NumberChange,
} from './document-settings';

const StampDutyChargeEnum = builder.enumType('StampDutyCharge', {
  values: {
    CLIENT: { description: 'Charged to the client: a STAMP_DUTY line on the bill.' },
    BAKERY: { description: 'Borne by the bakery.' },
  } as const,
});

const DOCUMENT_SERIES = ['BILL', 'CREDIT_NOTE', 'DOCKET'] as const;
const DocumentSeriesEnum = builder.enumType('DocumentSeries', {
  description: 'A number series of a bakery.',
  values: {
    BILL: { description: 'Bills.' },
    CREDIT_NOTE: { description: 'Credit notes (TD04).' },
    DOCKET: { description: 'Delivery dockets.' },
  } as const,
});

const EBillReaRef = builder.objectRef<EBillRea>('EBillRea').implement({
  description: 'IscrizioneREA: the registration at the chamber of commerce (companies).',
  fields: (t) => ({
    office: t.exposeString('office', { description: 'Province of the REA office (Ufficio), 2 letters.' }),
    number: t.exposeString('number', { description: 'NumeroREA, digits.' }),
    shareCapital: t.exposeString('shareCapital', {
      nullable: true,
      description: 'CapitaleSociale, EUR with 2 decimals.',
    }),
    soleShareholder: t.exposeString('soleShareholder', {
      nullable: true,
      description: 'SocioUnico: SU (one shareholder) or SM (several).',
    }),
    liquidation: t.exposeString('liquidation', {
      description: 'StatoLiquidazione: LN (not in liquidation) or LS (in liquidation).',
    }),
  }),
});

const EBillDataRef = builder.objectRef<EBillData>('EBillData').implement({
  description:
    'The bakery as seller (CedentePrestatore) of its e-invoices (FatturaPA FPR12), checked by core fiscal.ts.',
  fields: (t) => ({
    companyName: t.exposeString('companyName', { description: 'Denominazione, at most 80 Latin-1 characters.' }),
    vatNumber: t.exposeString('vatNumber', {
      description: 'Partita IVA, 11 digits with a valid check digit (without IT).',
    }),
    taxCode: t.exposeString('taxCode', {
      nullable: true,
      description: 'Codice fiscale: 16 characters (person) or 11 digits (company).',
    }),
    regime: t.exposeString('regime', {
      description: 'RegimeFiscale RF01 … RF20 (RF03 abolished): the regime in force now (from regimeSince on).',
    }),
    previousRegime: t.exposeString('previousRegime', {
      nullable: true,
      description: 'After a change of regime: the regime of deliveries before regimeSince (their bills carry it).',
    }),
    regimeSince: t.exposeString('regimeSince', {
      nullable: true,
      description: 'After a change of regime: the first delivery day (YYYY-MM-DD) of regime.',
    }),
    street: t.exposeString('street'),
    houseNumber: t.exposeString('houseNumber', { nullable: true }),
    postalCode: t.exposeString('postalCode', { description: 'CAP, 5 digits.' }),
    city: t.exposeString('city'),
    province: t.exposeString('province', { description: '2 letters, e.g. BZ.' }),
    country: t.exposeString('country', { description: 'Always IT.' }),
    pec: t.exposeString('pec', { nullable: true }),
    phone: t.exposeString('phone', { nullable: true, description: '5–12 characters: digits, optional leading +.' }),
    email: t.exposeString('email', { nullable: true }),
    rea: t.field({ type: EBillReaRef, nullable: true, resolve: (d) => d.rea ?? null }),
    iban: t.exposeString('iban', { nullable: true }),
    bankName: t.exposeString('bankName', { nullable: true }),
    transmitterCode: t.exposeString('transmitterCode', {
      nullable: true,
      description:
        'IdTrasmittente of an intermediary that sends the files; null = the bakery sends under its VAT number.',
    }),
    zeroRateNatura: t.exposeString('zeroRateNatura', {
      nullable: true,
      description:
        "Natura of the bakery's 0 % sales (N1 … N7 sub-codes); null = a bill with a 0 % line is refused (BILL_ZERO_RATE_NATURA_MISSING).",
    }),
    zeroRateReference: t.exposeString('zeroRateReference', {
      nullable: true,
      description:
        "RiferimentoNormativo of those sales (≤ 100 Latin-1 characters); null = the Natura's default reference.",
    }),
    stampDuty: t.field({
      type: StampDutyChargeEnum,
      nullable: true,
      description: 'Who bears the 2.00 € stamp duty when due (null: the bakery).',
      resolve: (d) => d.stampDuty ?? null,
    }),
  }),
});

const NumberChangeRef = builder.objectRef<NumberChange>('DocumentNumberChange').implement({
  fields: (t) => ({
    series: t.field({ type: DocumentSeriesEnum, resolve: (c) => enumValue(DOCUMENT_SERIES, c.series) }),
    fromNumber: t.exposeInt('fromNumber', {
      description: 'The number that was next before the move (never issued, nor any up to toNumber − 1).',
    }),
    toNumber: t.exposeInt('toNumber'),
    reason: t.exposeString('reason'),
    changedAt: t.string({ resolve: (c) => c.changedAt.toISOString() }),
  }),
});

const DocumentSettingsRef = builder.objectRef<DocumentSettings>('DocumentSettings').implement({
  description:
    'Settings → Documents (requirements/settings.md#documents): seller data for e-invoices, the bill PDF, and bill and docket numbering (tokens %n %d %m %y %Y, requirements/bills-and-e-invoices.md#numbers).',
  fields: (t) => ({
    eBillData: t.field({
      type: EBillDataRef,
      nullable: true,
      description: 'Null until saved.',
      resolve: (s) => s.eBillData,
    }),
    eBillDataProblems: t.stringList({
      description: 'Seller fields missing or wrong for an e-invoice (e.g. vatNumber, rea.office); empty when complete.',
      resolve: (s) => s.eBillDataProblems,
    }),
    pdfHeader: t.exposeString('pdfHeader', { nullable: true }),
    pdfFooter: t.exposeString('pdfFooter', { nullable: true }),
    pdfLogo: t.field({
      type: MediaRef,
      nullable: true,
      resolve: (s, _a, ctx) => (s.pdfLogoId ? mediaLoader(ctx).load(s.pdfLogoId) : null),
    }),
    billNumberFormat: t.exposeString('billNumberFormat'),
    nextBillNumber: t.exposeInt('nextBillNumber', { description: 'The sequence number the next bill gets.' }),
    nextBillPreview: t.exposeString('nextBillPreview', {
      description: "The next bill's number as it would be printed today, with prefix and suffix.",
    }),
    prefix: t.exposeString('prefix', { nullable: true, description: 'Put before bill numbers.' }),
    suffix: t.exposeString('suffix', { nullable: true, description: 'Put after bill numbers.' }),
    ddNumberFormat: t.exposeString('ddNumberFormat'),
    nextDdNumber: t.exposeInt('nextDdNumber', { description: 'The sequence number the next docket gets.' }),
    nextDdPreview: t.exposeString('nextDdPreview', {
      description: "The next docket's number as it would be printed today (no prefix or suffix).",
    }),
    creditNoteNumberFormat: t.exposeString('creditNoteNumberFormat', {
      description: 'Credit notes (TD04) have their own series, e.g. "NC %n/%Y" (no prefix or suffix).',
    }),
    nextCreditNoteNumber: t.exposeInt('nextCreditNoteNumber', {
      description: 'The sequence number the next credit note gets.',
    }),
    nextCreditNotePreview: t.exposeString('nextCreditNotePreview', {
      description: "The next credit note's number as it would be printed today.",
    }),
    numberChanges: t.field({
      type: [NumberChangeRef],
      description:
        'The latest 20 times a series was moved forward by hand (numbers never issued), newest first, with the reason given.',
      resolve: (_s, _a, ctx) => numberChangesOf(ctx),
    }),
  }),
});

const EBillReaInputRef = builder.inputType('EBillReaInput', {
  fields: (t) => ({
    office: t.string(),
    number: t.string(),
    shareCapital: t.string({ description: 'EUR; "10.000,00" and "10000" are read as 10000.00.' }),
    soleShareholder: t.string({ description: 'SU or SM, or null.' }),
    liquidation: t.string({ description: 'LN or LS.' }),
  }),
});

const EBillDataInputRef = builder.inputType('EBillDataInput', {
  description:
    'Replaces the whole seller data. Fields are checked by the server (BAD_INPUT names them as eBillData.<field>, eBillData.rea.<field>); blank = absent.',
  fields: (t) => ({
    companyName: t.string(),
    vatNumber: t.string({ description: 'IT prefix and spaces are dropped.' }),
    taxCode: t.string(),
    regime: t.string(),
    previousRegime: t.string({
      description:
        'The regime before a change, with regimeSince; both blank = no change (the regime applies to every bill).',
    }),
    regimeSince: t.string({
      description:
        'YYYY-MM-DD: deliveries from this day on are billed under regime, earlier ones under previousRegime (art. 6 D.P.R. 633/72).',
    }),
    street: t.string(),
    houseNumber: t.string(),
    postalCode: t.string(),
    city: t.string(),
    province: t.string(),
    country: t.string({ description: 'IT (the default).' }),
    pec: t.string(),
    phone: t.string(),
    email: t.string(),
    rea: t.field({ type: EBillReaInputRef }),
    iban: t.string(),
    bankName: t.string(),
    transmitterCode: t.string(),
    zeroRateNatura: t.string({
      description: 'N1, N2.1, N2.2, N3.1 … N3.6, N4, N5, N6.1 … N6.9, N7 (the generic N2, N3, N6 are refused by SdI).',
    }),
    zeroRateReference: t.string({
      description: "Legal reference printed with 0 % sales; blank = the Natura's default.",
    }),
    stampDuty: t.string({ description: 'CLIENT or BAKERY (default).' }),
  }),
});

const DocumentSettingsInputRef = builder.inputType('DocumentSettingsInput', {
  description:
    'Only the given fields change, all in one transaction. Null keeps a number format or counter, and clears a text, the logo or the seller data.',
  fields: (t) => ({
    eBillData: t.field({ type: EBillDataInputRef }),
    pdfHeader: t.string({ description: 'At most 500 characters and 6 lines.' }),
    pdfFooter: t.string({ description: 'At most 1000 characters and 8 lines.' }),
    pdfLogoId: t.id({
      description: 'Own media uploaded over POST /api/media; null removes the logo (the media stays).',
    }),
    billNumberFormat: t.string({
      description:
        '1–30 characters with exactly one %n; with prefix and suffix the number must fit 20 characters (FatturaPA Numero).',
    }),
    nextBillNumber: t.int({ description: 'Moves the counter forward only (DOCUMENT_NUMBER_BACKWARDS otherwise).' }),
    prefix: t.string({ description: 'At most 10 characters; blank = none.' }),
    suffix: t.string({ description: 'At most 10 characters; blank = none.' }),
    ddNumberFormat: t.string({ description: '1–30 characters with exactly one %n.' }),
    nextDdNumber: t.int({ description: 'Moves the counter forward only (DOCUMENT_NUMBER_BACKWARDS otherwise).' }),
    creditNoteNumberFormat: t.string({
      description: '1–30 characters with exactly one %n, fitting 20 characters, never printing a bill number.',
    }),
    nextCreditNoteNumber: t.int({
      description: 'Moves the counter forward only (DOCUMENT_NUMBER_BACKWARDS otherwise).',
    }),
    numberChangeReason: t.string({
      description: 'Required when a counter moves past the next number (3–200 characters); kept in numberChanges.',
      extensions: { maxLength: 200 },
    }),
  }),
});

builder.queryFields((t) => ({
  documentSettings: t.field({
    type: DocumentSettingsRef,
    authScopes: { bakery: true },
    resolve: (_r, _a, ctx) => getDocumentSettings(ctx),
  }),
}));

builder.mutationFields((t) => ({
  updateDocumentSettings: t.field({
    type: DocumentSettingsRef,
    authScopes: { bakery: true },
    args: { input: t.arg({ type: DocumentSettingsInputRef, required: true }) },
    resolve: (_r, a, ctx) => updateDocumentSettings(ctx, a.input),
  }),
}));
