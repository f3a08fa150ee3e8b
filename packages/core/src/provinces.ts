/**
 * Italian provinces by their sigla (the car-plate code FatturaPA writes in Provincia, field
 * 1.4.2.5 of the buyer's Sede), region by region; with Sardinia's earlier CI, VS, OG and OT,
 * which addresses and registers still carry.
 */
export const ITALIAN_PROVINCES: ReadonlySet<string> = new Set([
  'AL',
  'AT',
  'BI',
  'CN',
  'NO',
  'TO',
  'VB',
  'VC', // Piemonte
  'AO', // Valle d'Aosta
  'BG',
  'BS',
  'CO',
  'CR',
  'LC',
  'LO',
  'MB',
  'MI',
  'MN',
  'PV',
  'SO',
  'VA', // Lombardia
  'BZ',
  'TN', // Trentino-Alto Adige
  'BL',
  'PD',
  'RO',
  'TV',
  'VE',
  'VI',
  'VR', // Veneto
  'GO',
  'PN',
  'TS',
  'UD', // Friuli-Venezia Giulia
  'GE',
  'IM',
  'SP',
  'SV', // Liguria
  'BO',
  'FC',
  'FE',
  'MO',
  'PC',
  'PR',
  'RA',
  'RE',
  'RN', // Emilia-Romagna
  'AR',
  'FI',
  'GR',
  'LI',
  'LU',
  'MS',
  'PI',
  'PO',
  'PT',
  'SI', // Toscana
  'PG',
  'TR', // Umbria
  'AN',
  'AP',
  'FM',
  'MC',
  'PU', // Marche
  'FR',
  'LT',
  'RI',
  'RM',
  'VT', // Lazio
  'AQ',
  'CH',
  'PE',
  'TE', // Abruzzo
  'CB',
  'IS', // Molise
  'AV',
  'BN',
  'CE',
  'NA',
  'SA', // Campania
  'BA',
  'BR',
  'BT',
  'FG',
  'LE',
  'TA', // Puglia
  'MT',
  'PZ', // Basilicata
  'CS',
  'CZ',
  'KR',
  'RC',
  'VV', // Calabria
  'AG',
  'CL',
  'CT',
  'EN',
  'ME',
  'PA',
  'RG',
  'SR',
  'TP', // Sicilia
  'CA',
  'NU',
  'OR',
  'SS',
  'SU',
  'CI',
  'VS',
  'OG',
  'OT', // Sardegna
]);

/** Whether a value (as stored: 2 capital letters) is the sigla of an Italian province. */
export const isItalianProvince = (value: string): boolean => ITALIAN_PROVINCES.has(value);
