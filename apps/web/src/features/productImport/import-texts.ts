import type { TFunction } from 'i18next';
import { formatCents, pricePerKgCents, type Language } from '@bakery/core';
import type { ImportRow } from '../../api/operations';

const SEPARATORS: Record<string, 'semicolon' | 'comma' | 'tab'> = { ';': 'semicolon', ',': 'comma', '\t': 'tab' };

export function separatorText(t: TFunction, separator: string): string {
  const key = SEPARATORS[separator];
  return key ? t(`productImport.separators.${key}`) : separator;
}

/** A changed value as the bakery reads it: gram prices per kg in euros, weights in g, VAT in %. */
function valueText(field: string, value: string, language: Language): string {
  if (value === '') return '–';
  if (field === 'gramPrice') return `${formatCents(pricePerKgCents(value), language)}/kg`;
  if (field === 'weight') return `${value} g`;
  if (field === 'vat') return `${Number(value).toLocaleString(language)} %`;
  return value;
}

const CHANGE_FIELDS = ['nameDe', 'nameIt', 'nameEn', 'weight', 'gramPrice', 'vat'] as const;
type ChangeField = (typeof CHANGE_FIELDS)[number];
const isChangeField = (field: string): field is ChangeField => (CHANGE_FIELDS as readonly string[]).includes(field);

/** "Preis pro kg: 9,00 €/kg → 9,60 €/kg" for each change; the translated problems of an invalid row. */
export function rowDetails(t: TFunction, row: ImportRow, language: Language): string[] {
  if (row.status === 'INVALID')
    return row.problems.map((p) =>
      t(`productImport.problems.${p}` as 'productImport.problems.MISSING_CODE', { defaultValue: p }),
    );
  return row.changes.map((c) => {
    const label = isChangeField(c.field) ? t(`productImport.changeFields.${c.field}`) : c.field;
    return `${label}: ${valueText(c.field, c.from, language)} → ${valueText(c.field, c.to, language)}`;
  });
}
