import { Alert, Grid, NativeSelect, Text, TextInput } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ParseKeys } from 'i18next';
import { REGIMES } from '@bakery/core/fiscal';
import { BAKERY_WIDE_NATURA_CODES, naturaReference } from '@bakery/core/natura';
import type { DocumentsField, SellerField, SellerValues } from './documents-form';
import { DocumentsFieldset, HINT_BELOW } from './DocumentsFieldset';

interface SellerDataSectionProps {
  values: SellerValues;
  errors: Partial<Record<DocumentsField, string>>;
  onChange: (field: SellerField, value: string) => void;
  /** No seller data saved yet: the fields come from the base data. */
  prefilled: boolean;
  /** The regime saved now (a change of it asks whether it applies from a day on). */
  savedRegime?: string | null;
}

/** Grid widths (of 12) on wider screens; phones stack every field (Italian and English labels do not fit side by side). */
type Row = [SellerField, number][];
const MAIN: Row = [
  ['companyName', 8],
  ['vatNumber', 4],
  ['regime', 8],
  ['taxCode', 4],
  ['street', 8],
  ['houseNumber', 4],
  ['postalCode', 3],
  ['city', 6],
  ['province', 3],
  ['pec', 6],
  ['email', 6],
  ['phone', 5],
  ['transmitterCode', 7],
];
const REA: Row = [
  ['rea.office', 3],
  ['rea.number', 4],
  ['rea.shareCapital', 5],
  ['rea.soleShareholder', 6],
  ['rea.liquidation', 6],
];
const PAYMENT: Row = [
  ['iban', 8],
  ['bankName', 4],
];
const REGIME_CHANGE: Row = [
  ['previousRegime', 6],
  ['regimeSince', 6],
];
const VAT: Row = [
  ['zeroRateNatura', 5],
  ['zeroRateReference', 7],
  ['stampDuty', 12],
];

const REQUIRED: readonly SellerField[] = [
  'companyName',
  'vatNumber',
  'regime',
  'street',
  'postalCode',
  'city',
  'province',
];
const UPPER: readonly SellerField[] = ['vatNumber', 'taxCode', 'province', 'iban', 'transmitterCode', 'rea.office'];
const MAX_LENGTH: Partial<Record<SellerField, number>> = {
  companyName: 80,
  street: 60,
  city: 60,
  bankName: 80,
  zeroRateReference: 100,
  houseNumber: 8,
  postalCode: 5,
  province: 2,
  'rea.office': 2,
  vatNumber: 16,
  taxCode: 16,
  transmitterCode: 16,
  iban: 42,
};
const HINTED: readonly SellerField[] = [
  'vatNumber',
  'taxCode',
  'phone',
  'transmitterCode',
  'rea.number',
  'iban',
  'zeroRateReference',
  'stampDuty',
];
const AUTOCOMPLETE: Partial<Record<SellerField, string>> = {
  companyName: 'organization',
  street: 'address-line1',
  postalCode: 'postal-code',
  city: 'address-level2',
  email: 'email',
  phone: 'tel',
};

/** Settings → Documents → the bakery as seller of its e-invoices (FatturaPA CedentePrestatore). */
export function SellerDataSection({ values, errors, onChange, prefilled, savedRegime }: SellerDataSectionProps) {
  const { t } = useTranslation();
  const label = (field: SellerField) =>
    t(`settings.documents.seller.fields.${field}` as 'settings.documents.seller.fields.companyName');
  const common = (field: SellerField) => ({
    label: label(field),
    error: errors[`eBillData.${field}`],
    required: REQUIRED.includes(field),
    description: HINTED.includes(field)
      ? t(`settings.documents.seller.hints.${field}` as 'settings.documents.seller.hints.vatNumber')
      : undefined,
    inputWrapperOrder: HINT_BELOW,
  });

  const input = (field: SellerField) => {
    if (field === 'regime' || field === 'previousRegime') {
      const data = [
        {
          value: '',
          label: t(
            field === 'regime' ? 'settings.documents.seller.choose' : 'settings.documents.seller.noRegimeChange',
          ),
        },
        ...REGIMES.map((r) => ({
          value: r.code,
          label: `${r.code} – ${t(`settings.documents.seller.regimes.${r.code}`)}`,
        })),
      ];
      return (
        <NativeSelect
          {...common(field)}
          data={data}
          value={values[field]}
          onChange={(e) => onChange(field, e.currentTarget.value)}
        />
      );
    }
    if (field === 'zeroRateNatura') {
      // i18next reads dots as nesting: N2.2 is looked up as N2_2
      const data = [
        { value: '', label: t('settings.documents.seller.choose') },
        ...BAKERY_WIDE_NATURA_CODES.map((code) => ({
          value: code,
          label: `${code} – ${t(`settings.documents.seller.natura.${code.replace('.', '_')}` as 'settings.documents.seller.natura.N4')}`,
        })),
      ];
      return (
        <NativeSelect
          {...common(field)}
          data={data}
          value={values.zeroRateNatura}
          onChange={(e) => onChange(field, e.currentTarget.value)}
        />
      );
    }
    if (field === 'stampDuty') {
      const data = (['BAKERY', 'CLIENT'] as const).map((value) => ({
        value,
        label: t(`settings.documents.seller.stampDutyCharge.${value}`),
      }));
      return (
        <NativeSelect
          {...common(field)}
          data={data}
          value={values.stampDuty || 'BAKERY'}
          onChange={(e) => onChange(field, e.currentTarget.value)}
        />
      );
    }
    if (field === 'rea.soleShareholder' || field === 'rea.liquidation') {
      const options = field === 'rea.soleShareholder' ? ['', 'SU', 'SM'] : ['LN', 'LS'];
      const key = field === 'rea.soleShareholder' ? 'soleShareholder' : 'liquidation';
      const data = options.map((value) => ({
        value,
        label: t(`settings.documents.seller.${key}.${value || 'none'}` as 'settings.documents.seller.liquidation.LN'),
      }));
      return (
        <NativeSelect
          {...common(field)}
          data={data}
          value={values[field]}
          onChange={(e) => onChange(field, e.currentTarget.value)}
        />
      );
    }
    if (field === 'regimeSince')
      return (
        <TextInput
          {...common(field)}
          type="date"
          value={values[field]}
          onChange={(e) => onChange(field, e.currentTarget.value)}
        />
      );
    return (
      <TextInput
        {...common(field)}
        value={values[field]}
        maxLength={MAX_LENGTH[field] ?? 256}
        autoComplete={AUTOCOMPLETE[field] ?? 'off'}
        styles={UPPER.includes(field) ? { input: { textTransform: 'uppercase' } } : undefined}
        placeholder={field === 'zeroRateReference' ? naturaReference(values.zeroRateNatura) || undefined : undefined}
        onChange={(e) => onChange(field, e.currentTarget.value)}
      />
    );
  };

  /** A part's heading with the line that explains it. */
  const part = (title: ParseKeys, hint: ParseKeys) => (
    <>
      <Text fw={600} size="sm" mt="lg">
        {t(title)}
      </Text>
      <Text size="xs" c="taupe.7" mb="xs">
        {t(hint)}
      </Text>
    </>
  );

  const grid = (row: Row) => (
    <Grid gap="md">
      {row.map(([field, span]) => (
        <Grid.Col key={field} span={{ base: 12, sm: span }}>
          {input(field)}
        </Grid.Col>
      ))}
    </Grid>
  );

  return (
    <DocumentsFieldset legend={t('settings.documents.seller.title')} text={t('settings.documents.seller.text')}>
      {prefilled ? (
        <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} />} role="status" mb="md">
          {t('settings.documents.seller.prefilled')}
        </Alert>
      ) : null}
      {grid(MAIN)}
      {part('settings.documents.seller.rea', 'settings.documents.seller.reaHint')}
      {grid(REA)}
      <Text fw={600} size="sm" mt="lg" mb="xs">
        {t('settings.documents.seller.payment')}
      </Text>
      {grid(PAYMENT)}
      {part('settings.documents.seller.vat', 'settings.documents.seller.vatHint')}
      {savedRegime && values.regime && values.regime !== savedRegime && !values.previousRegime ? (
        <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} />} role="status" mb="xs">
          {t('settings.documents.seller.regimeChanged')}
        </Alert>
      ) : null}
      {values.regime === 'RF19' ? (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />} mb="xs">
          {t('settings.documents.seller.forfettario')}
        </Alert>
      ) : null}
      {grid(VAT)}
      {part('settings.documents.seller.regimeChange', 'settings.documents.seller.hints.regimeSince')}
      {grid(REGIME_CHANGE)}
    </DocumentsFieldset>
  );
}
