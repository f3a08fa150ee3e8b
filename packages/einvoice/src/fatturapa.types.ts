/**
 * Input model of the FatturaPA (FPR12) builder. Every amount is an already computed decimal string
 * ('12.50'); the builder only formats and checks them, it never computes prices or VAT.
 */

export interface EInvoiceAddress {
  /** Indirizzo (≤ 60 Latin-1 characters). */
  street: string;
  /** NumeroCivico (≤ 8 Basic-Latin characters). */
  houseNumber?: string;
  /** CAP: 5 digits; a foreign address without one is written as '00000'. */
  postalCode: string;
  /** Comune (≤ 60 Latin-1 characters). */
  city: string;
  /** Provincia: two capital letters ('BZ'), Italian addresses only. */
  province?: string;
  /** Nazione: ISO 3166 alpha-2, 'IT'. */
  country: string;
}

export interface EInvoiceParty {
  /** VAT number without country prefix, e.g. '01234567890' (IT: 11 digits). */
  vatNumber?: string;
  /** Country of the VAT number; default 'IT'. */
  vatCountry?: string;
  /** Codice fiscale (16 chars for persons, 11 digits for companies). */
  taxCode?: string;
  /** Denominazione; when absent, firstName + lastName are written as Nome + Cognome. */
  companyName?: string;
  /** Nome of a person (private customer or sole trader). */
  firstName?: string;
  /** Cognome of a person. */
  lastName?: string;
  /** Sede. */
  address: EInvoiceAddress;
}

export interface EInvoiceSeller extends EInvoiceParty {
  /** RegimeFiscale: RF01 (ordinary) … RF19 (flat rate). */
  regime: string;
  /** IscrizioneREA: chamber-of-commerce registration. */
  rea?: {
    /** Ufficio: province of the register ('BZ'). */
    office: string;
    /** NumeroREA. */
    number: string;
    /** CapitaleSociale, 2 decimals. */
    shareCapital?: string;
    /** SocioUnico: SU one shareholder, SM several. */
    soleShareholder?: 'SU' | 'SM';
    /** StatoLiquidazione: LN not in liquidation, LS in liquidation. */
    liquidation: 'LN' | 'LS';
  };
  /** Contatti/Telefono; left out when it is not 5–12 Basic-Latin characters after clean-up. */
  phone?: string;
  /** Contatti/Email; left out when it does not look like an address. */
  email?: string;
}

export interface EInvoiceLine {
  /** NumeroLinea, 1–9999, unique within the invoice. */
  number: number;
  /** Descrizione (≤ 1000 Latin-1 characters; other characters are replaced). */
  description: string;
  /** Quantita, e.g. '3.00' pieces or '1.234' kg; 2–8 decimals are written. */
  quantity?: string;
  /** UnitaMisura: 'PZ', 'KG'. */
  unit?: string;
  /** PrezzoUnitario in EUR, written with 2–8 decimals. */
  unitPrice: string;
  /** Line discount, e.g. '5.00' → ScontoMaggiorazione Tipo SC Percentuale 5.00. */
  discountPercent?: string;
  /** PrezzoTotale, 2 decimals, already rounded by the caller. */
  total: string;
  /** AliquotaIVA as a percentage: '10.00'. */
  vatRate: string;
  /** Natura, only for vatRate 0, e.g. 'N2.2', 'N4'. */
  natura?: string;
}

export interface EInvoiceSummary {
  /** AliquotaIVA of this DatiRiepilogo block. */
  vatRate: string;
  /** Natura, only for vatRate 0 (one block per rate and Natura). */
  natura?: string;
  /** ImponibileImporto: sum of the PrezzoTotale of the lines with this rate, 2 decimals. */
  taxable: string;
  /** Imposta: taxable × rate / 100 rounded half-up, 2 decimals. */
  tax: string;
  /** RiferimentoNormativo: the law citation for a 0% block (≤ 100 Latin-1 characters). */
  legalReference?: string;
  /** EsigibilitaIVA: I immediate, D deferred, S split payment. */
  exigibility?: 'I' | 'D' | 'S';
}

export interface EInvoiceDocketRef {
  /** NumeroDDT of the delivery docket (≤ 20 Basic-Latin characters). */
  number: string;
  /** DataDDT, YYYY-MM-DD. */
  date: string;
  /** RiferimentoNumeroLinea: the invoice lines this docket covers (empty: the whole invoice). */
  lineNumbers: number[];
}

export interface EInvoiceDocument {
  /** IdTrasmittente: whoever sends the file (the bakery's VAT number usually). */
  transmitter: { country: string; code: string };
  /** ProgressivoInvio, ≤ 10 Basic-Latin characters. */
  progressive: string;
  /** CodiceDestinatario, 7 chars; '0000000' with recipientPec or for private persons. */
  recipientCode: string;
  /** PECDestinatario, used with recipientCode '0000000'. */
  recipientPec?: string;
  /** CedentePrestatore: the bakery. */
  seller: EInvoiceSeller;
  /** CessionarioCommittente: the customer (company or private person). */
  buyer: EInvoiceParty;
  /** TipoDocumento: TD01 immediate invoice (default), TD24 deferred invoice of docketed deliveries (with DatiDDT), TD04 credit note. */
  documentType?: 'TD01' | 'TD24' | 'TD04';
  /** Numero of the invoice (≤ 20 Basic-Latin characters, at least one digit). */
  number: string;
  /** Data of the invoice, YYYY-MM-DD. */
  date: string;
  /** Divisa; only 'EUR' (the default). */
  currency?: 'EUR';
  /** DatiBollo: stamp duty paid virtually (BolloVirtuale SI, art. 6 DM 17.6.2014) and its amount, 2 decimals ('2.00'). */
  stampDuty?: { amount: string };
  /** ImportoTotaleDocumento, 2 decimals. */
  totalAmount: string;
  /** Causale lines; a text over 200 characters is split over several Causale elements. */
  causale?: string[];
  /** DatiFattureCollegate: the invoices a credit note (TD04) corrects, by Numero and Data (art. 26 D.P.R. 633/72). */
  linkedInvoices?: { number: string; date: string }[];
  /** DatiDDT: the delivery dockets this invoice covers. */
  dockets: EInvoiceDocketRef[];
  /** DettaglioLinee, in the order given. */
  lines: EInvoiceLine[];
  /** DatiRiepilogo: one block per VAT rate (and per Natura for 0%). */
  summaries: EInvoiceSummary[];
  /** DatiPagamento with one DettaglioPagamento. */
  payment?: {
    /** CondizioniPagamento: TP01 instalments, TP02 full, TP03 advance. */
    terms: 'TP01' | 'TP02' | 'TP03';
    /** ModalitaPagamento: MP01 cash, MP05 bank transfer, MP08 card, … */
    method: string;
    /** ImportoPagamento, 2 decimals. */
    amount: string;
    /** DataScadenzaPagamento, YYYY-MM-DD. */
    dueDate?: string;
    /** IBAN to pay to. */
    iban?: string;
    /** Beneficiario (≤ 200 Latin-1 characters). */
    beneficiary?: string;
  };
}
