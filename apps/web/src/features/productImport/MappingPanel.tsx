import { Alert, Paper, SegmentedControl, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ImportField, ImportMapping, ImportPriceUnit } from '../../api/operations';

const FIELDS: ImportField[] = ['code', 'name', 'nameIt', 'nameEn', 'weight', 'price', 'vat'];
const NONE = '';

interface Props {
  headers: string[];
  mapping: ImportMapping;
  priceUnit: ImportPriceUnit;
  disabled: boolean;
  onChange: (mapping: ImportMapping, priceUnit: ImportPriceUnit) => void;
}

/** Which column is which field, as recognised from the header row; changing one re-runs the check. */
export function MappingPanel({ headers, mapping, priceUnit, disabled, onChange }: Props) {
  const { t } = useTranslation();
  const options = [
    { value: NONE, label: t('productImport.notInFile') },
    ...headers.map((header, i) => ({ value: String(i), label: t('productImport.column', { n: i + 1, header }) })),
  ];

  const choose = (field: ImportField, value: string | null) => {
    const index = value === null || value === NONE ? null : Number(value);
    // a column serves one field: taking it away from another field keeps the mapping valid
    const next = Object.fromEntries(
      FIELDS.map((f) => [f, f === field ? index : mapping[f] === index ? null : mapping[f]]),
    ) as ImportMapping;
    onChange(next, priceUnit);
  };

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4" c="brown.8">
          {t('productImport.mappingTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('productImport.mappingHint')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
          {FIELDS.map((field) => (
            <Select
              key={field}
              label={t(`productImport.fields.${field}`)}
              data={options}
              value={mapping[field] === null ? NONE : String(mapping[field])}
              onChange={(value) => choose(field, value)}
              allowDeselect={false}
              disabled={disabled}
              comboboxProps={{ withinPortal: true }}
            />
          ))}
        </SimpleGrid>
        <Stack gap={4}>
          <Text size="sm" fw={500} id="import-price-unit">
            {t('productImport.priceUnit')}
          </Text>
          <SegmentedControl
            aria-labelledby="import-price-unit"
            value={priceUnit}
            onChange={(value) => onChange(mapping, value as ImportPriceUnit)}
            disabled={disabled}
            data={(['PIECE', 'KG'] as const).map((unit) => ({
              value: unit,
              label: t(`productImport.priceUnits.${unit}`),
            }))}
            style={{ alignSelf: 'flex-start' }}
          />
        </Stack>
        {mapping.code === null && (
          <Alert color="red" variant="light" role="alert">
            {t('productImport.noCode')}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
