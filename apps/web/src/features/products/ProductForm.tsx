import { useState } from 'react';
import {
  Alert,
  Button,
  Group,
  Paper,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  ARTICLE_CODE_MAX,
  formatCents,
  isLanguage,
  productFormSchema,
  type Language,
  type ProductFormInput,
} from '@bakery/core';
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
import { schemaForm } from '../../ui/schema-form';
import { useErrorText } from '../../i18n/error-text';
import { vatText } from './prices';
import {
  defaultVatId,
  emptyValues,
  fieldProblem,
  gramPriceOf,
  previewCents,
  serverFieldErrors,
  valuesOf,
  vatRefetchInterval,
  type ProductFormValues,
} from './product-form';
import { AvailableDaysField } from './AvailableDaysField';
import { ProductTextFields } from './ProductTextFields';
import { ProductThumbField } from './ProductThumbField';
import { useSaveThumb } from './product-thumb';

/**
 * The product editor of /product/create (no `product`) and /product/edit/:id/:name
 * (docs/requirements/catalogue-and-price-lists.md#products), checked by core's productFormSchema — the
 * product schema the server checks with — before anything is sent.
 * `mode="host"`: a host's own product (saved with createOwnProduct/updateOwnProduct, no price lists).
 */
export function ProductForm({ product, mode = 'bakery' }: { product?: Product; mode?: 'bakery' | 'host' }) {
  const { t, i18n } = useTranslation();
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'de';
  const errorText = useErrorText();
  const navigate = useNavigate();
  const form = useForm<ProductFormValues, ProductFormInput>({
    initialValues: product ? valuesOf(product, language) : emptyValues(null),
    // the typed price per piece or kg becomes the gram price the server's schema checks
    ...schemaForm<ProductFormValues, ProductFormInput>(
      {
        // the form hands its own values to the schema (schemaForm's validate and transformValues)
        safeParse: (v) => {
          const typed = v as ProductFormValues;
          return productFormSchema(language).safeParse({ ...typed, gramPrice: gramPriceOf(typed, language) });
        },
      },
      (path, issue) => t(`products.fieldErrors.${fieldProblem(path, issue)}`),
    ),
  });
  const values = form.values;
  const vatsQuery = useApiQuery(VatsQuery, {}, { refetchInterval: vatRefetchInterval });
  const vats = vatsQuery.data?.vats ?? (product?.vat ? [product.vat] : []);
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
  if (!product && vatsQuery.data && vatsQuery.data.vats.length > 0 && !vatPicked) {
    setVatPicked(true);
    if (values.vatId === null) form.setFieldValue('vatId', defaultVatId(vatsQuery.data.vats));
  }
  const shownFailure = failure ?? vatsQuery.error;

  /** The fields a day-rule change touches lose their error. */
  const change = (patch: Partial<ProductFormValues>, ...paths: string[]) => {
    form.setValues(patch);
    for (const path of paths) form.clearFieldError(path);
  };

  const submit = form.onSubmit(
    (input) => {
      setFailure(null);
      setIsBusy(true);
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
          if (fields) {
            form.setErrors(
              Object.fromEntries(
                Object.entries(fields).map(([path, problem]) => [path, t(`products.fieldErrors.${problem}`)]),
              ),
            );
          }
          setFailure(error);
        })
        .finally(() => setIsBusy(false));
    },
    () => setFailure(null),
  );

  const preview = previewCents(gramPriceOf(values, language), values.approxWeight, language);
  /** A change of price, unit or weight lets the typed price decide the gram price. */
  const changePrice = (patch: Partial<ProductFormValues>) => {
    form.setValues({ ...patch, keptGramPrice: null });
    form.clearFieldError('gramPrice');
  };
  const hasErrors = Object.keys(form.errors).length > 0;
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
        {shownFailure || hasErrors ? (
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
          <ProductTextFields inputProps={(path) => form.getInputProps(path)} />
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
            <Stack gap="xs">
              <Radio.Group
                label={t('products.form.priceUnit')}
                value={values.priceUnit}
                onChange={(unit) => changePrice({ priceUnit: unit === 'kg' ? 'kg' : 'piece' })}
              >
                <Group gap="lg" mt={4}>
                  <Radio value="piece" label={t('products.form.unitPiece')} color="brown" />
                  <Radio value="kg" label={t('products.form.unitKg')} color="brown" />
                </Group>
              </Radio.Group>
              <TextInput
                label={t(values.priceUnit === 'kg' ? 'products.form.priceKg' : 'products.form.pricePiece')}
                description={t('products.form.priceHint')}
                value={values.price}
                onChange={(e) => changePrice({ price: e.currentTarget.value })}
                error={form.errors.gramPrice}
                inputMode="decimal"
                autoComplete="off"
                rightSection="€"
                required
              />
            </Stack>
            <TextInput
              label={t('products.form.approxWeight')}
              description={t('products.form.approxWeightHint')}
              {...form.getInputProps('approxWeight')}
              onChange={(e) => changePrice({ approxWeight: e.currentTarget.value })}
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
            {...form.getInputProps('haveToWeight', { type: 'checkbox' })}
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
              {...form.getInputProps('vatId')}
              allowDeselect={false}
            />
            <TextInput
              label={t('products.form.articleCode')}
              {...form.getInputProps('easybackKodex')}
              maxLength={ARTICLE_CODE_MAX}
              autoComplete="off"
            />
          </SimpleGrid>
          <AvailableDaysField
            values={values}
            language={language}
            onChange={change}
            errorOf={(path) => form.errors[path]}
          />
          <Switch mt="md" label={t('products.form.active')} {...form.getInputProps('active', { type: 'checkbox' })} />
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
