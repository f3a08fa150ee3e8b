import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Paper, Select, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formatCents, isLanguage, type Language } from '@bakery/core';
import { useApiMutation, useApiQuery } from '../../api/query';
import {
  CreateOwnProductMutation,
  CreateProductMutation,
  HostProductsQuery,
  OwnProductQuery,
  OwnProductsQuery,
  ProductQuery,
  ProductsQuery,
  UpdateOwnProductMutation,
  UpdateProductMutation,
  VatsQuery,
} from '../../api/operations';
import type { Product } from '../../api/operations';
import { useErrorText } from '../errors/error-text';
import { vatText } from './prices';
import {
  defaultVatId,
  emptyValues,
  previewCents,
  serverFieldErrors,
  toInput,
  validateProduct,
  valuesOf,
  type FieldErrors,
  type ProductFormValues,
} from './product-form';
import { AvailableDaysField } from './AvailableDaysField';
import { ProductTextFields } from './ProductTextFields';
import { ProductThumbField } from './ProductThumbField';
import { useSaveThumb } from './product-thumb';

/**
 * The product editor of /product/create (no `product`) and /product/edit/:id/:name (SPEC §5).
 * `mode="host"`: a host's own product (saved with createOwnProduct/updateOwnProduct, no price lists).
 */
export function ProductForm({ product, mode = 'bakery' }: { product?: Product; mode?: 'bakery' | 'host' }) {
  const { t, i18n } = useTranslation();
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'de';
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [values, setValues] = useState<ProductFormValues>(() => (product ? valuesOf(product) : emptyValues(null)));
  const vatsQuery = useApiQuery(VatsQuery, {});
  const vats = vatsQuery.data?.vats ?? (product?.vat ? [product.vat] : []);
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [thumb, setThumb] = useState(product?.thumb ?? null);
  const [isUploading, setIsUploading] = useState(false);
  const saveThumb = useSaveThumb();

  const invalidates = [ProductsQuery, ProductQuery, OwnProductsQuery, OwnProductQuery, HostProductsQuery];
  const updateOwn = useApiMutation(UpdateOwnProductMutation, { invalidates });
  const createOwn = useApiMutation(CreateOwnProductMutation, { invalidates });
  const update = useApiMutation(UpdateProductMutation, { invalidates });
  const create = useApiMutation(CreateProductMutation, { invalidates });
  // a new product starts with the default VAT once the rates are known
  const [vatPicked, setVatPicked] = useState(false);
  if (!product && vatsQuery.data && !vatPicked) {
    setVatPicked(true);
    const loaded = vatsQuery.data.vats;
    setValues((current) => (current.vatId === null ? { ...current, vatId: defaultVatId(loaded) } : current));
  }
  const shownFailure = failure ?? vatsQuery.error;

  const clientErrors = isSubmitted ? validateProduct(values) : {};
  const errorOf = (path: string) => {
    const problem = clientErrors[path] ?? serverErrors[path];
    return problem ? t(`products.fieldErrors.${problem}`) : undefined;
  };
  const change = (patch: Partial<ProductFormValues>, ...paths: string[]) => {
    setValues((current) => ({ ...current, ...patch }));
    if (paths.some((path) => path in serverErrors)) {
      setServerErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !paths.includes(key))));
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setIsSubmitted(true);
    setFailure(null);
    if (Object.keys(validateProduct(values)).length > 0) return;
    setIsBusy(true);
    const input = toInput(values);
    const call =
      mode === 'host'
        ? product
          ? updateOwn.mutateAsync({ id: product.id, input })
          : createOwn.mutateAsync({ input })
        : product
          ? update.mutateAsync({ id: product.id, input })
          : create.mutateAsync({ input });
    call
      .then((saved) => saveThumb(saved, product?.thumb ?? null, thumb))
      .then(() => {
        notifications.show({ color: 'green', message: t('products.saved') });
        void navigate('/products');
      })
      .catch((error: unknown) => {
        const fields = serverFieldErrors(error);
        if (fields) setServerErrors(fields);
        setFailure(error);
      })
      .finally(() => setIsBusy(false));
  };

  const preview = previewCents(values.gramPrice, values.approxWeight);
  const hasErrors = Object.keys(clientErrors).length > 0 || Object.keys(serverErrors).length > 0;
  const vatOptions = vats
    .filter((vat) => vat.active || vat.id === values.vatId)
    .map((vat) => ({ value: vat.id, label: vatText(vat.value, language) }));

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={product ? t('screens.productEdit', { name: product.name }) : t('screens.productCreate')}
    >
      <Stack gap="lg">
        {shownFailure || (isSubmitted && hasErrors) ? (
          <Alert color="red" variant="light" role="alert">
            {shownFailure ? errorText(shownFailure) : t('products.form.fixErrors')}
          </Alert>
        ) : null}
        <Paper withBorder p={{ base: 'sm', sm: 'lg' }} shadow="xs">
          <Title order={2} fz="lg" c="brown.8">
            {t('products.form.textsTitle')}
          </Title>
          <Text size="sm" c="taupe.7" mb="md">
            {t('products.form.textsHint')}
          </Text>
          <ProductTextFields
            names={values.names}
            descriptions={values.descriptions}
            errorOf={errorOf}
            onChange={(field, lang, text) =>
              change({ [field]: { ...values[field], [lang]: text } }, `${field}.${lang}`)
            }
          />
        </Paper>
        <Paper withBorder p={{ base: 'sm', sm: 'lg' }} shadow="xs">
          <Title order={2} fz="lg" c="brown.8" mb="md">
            {t('products.form.priceTitle')}
          </Title>
          {mode === 'host' ? (
            <Text size="sm" c="taupe.7" mt={-8} mb="md">
              {t('hostProducts.formPriceHint')}
            </Text>
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('products.form.gramPrice')}
              description={t('products.form.gramPriceHint')}
              value={values.gramPrice}
              onChange={(event) => change({ gramPrice: event.currentTarget.value }, 'gramPrice')}
              error={errorOf('gramPrice')}
              inputMode="decimal"
              autoComplete="off"
              required
            />
            <TextInput
              label={t('products.form.approxWeight')}
              description={t('products.form.approxWeightHint')}
              value={values.approxWeight}
              onChange={(event) => change({ approxWeight: event.currentTarget.value }, 'approxWeight')}
              error={errorOf('approxWeight')}
              inputMode="numeric"
              autoComplete="off"
              required
            />
          </SimpleGrid>
          <Group gap="lg" mt="sm" data-testid="price-preview" aria-live="polite">
            <Text fw={600} c="brown.8">
              {t('products.form.previewPiece', {
                price: preview.piece === null ? '–' : formatCents(preview.piece, language),
              })}
            </Text>
            <Text fw={600} c="brown.8">
              {t('products.form.previewKg', { price: preview.kg === null ? '–' : formatCents(preview.kg, language) })}
            </Text>
          </Group>
          <Switch
            mt="md"
            label={t('products.form.haveToWeight')}
            checked={values.haveToWeight}
            onChange={(event) => change({ haveToWeight: event.currentTarget.checked })}
          />
        </Paper>
        <Paper withBorder p={{ base: 'sm', sm: 'lg' }} shadow="xs">
          <Title order={2} fz="lg" c="brown.8" mb="md">
            {t('products.form.detailsTitle')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Select
              label={t('products.form.vat')}
              data={vatOptions}
              value={values.vatId}
              onChange={(vatId) => change({ vatId }, 'vatId')}
              error={errorOf('vatId')}
              allowDeselect={false}
            />
            <TextInput
              label={t('products.form.articleCode')}
              value={values.easybackKodex}
              onChange={(event) => change({ easybackKodex: event.currentTarget.value }, 'easybackKodex')}
              error={errorOf('easybackKodex')}
              maxLength={40}
              autoComplete="off"
            />
          </SimpleGrid>
          <AvailableDaysField values={values} language={language} onChange={change} errorOf={errorOf} />
          <Switch
            mt="md"
            label={t('products.form.active')}
            checked={values.active}
            onChange={(event) => change({ active: event.currentTarget.checked })}
          />
        </Paper>
        <Paper withBorder p={{ base: 'sm', sm: 'lg' }} shadow="xs">
          <ProductThumbField
            value={thumb}
            onChange={setThumb}
            alt={values.names[language] || values.names.de}
            onBusyChange={setIsUploading}
            disabled={isBusy}
          />
        </Paper>
        <Group gap="sm">
          <Button type="submit" loading={isBusy} disabled={isUploading}>
            {t('products.form.save')}
          </Button>
          <Button component={Link} to="/products" variant="default">
            {t('products.form.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
