import { useState } from 'react';
import { ActionIcon, Button, Group, NumberInput, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MAX_ADDITIONAL_AMOUNT } from '@bakery/core';
import { request } from '../../api/client';
import { operationName } from '../../api/operation';
import { loadStateOf } from '../../api/query';
import { ProductsQuery, type BakeListData, type BakeListRow } from '../../api/operations';
import type { ProductListItem } from '../../api/operations';
import { LoadFailed, LoadingState } from '../../ui/LoadStates';
import { parseAdditionalAmount } from './bake-list-format';

async function loadProducts(): Promise<ProductListItem[]> {
  const products: ProductListItem[] = [];
  for (let page = 0; ; page += 1) {
    const { products: result } = await request(ProductsQuery, { page });
    products.push(...result.items);
    if (result.items.length === 0 || products.length >= result.total) return products;
  }
}

type Run = (action: () => Promise<void>) => Promise<boolean>;

/** One additional bread: its amount changed in place (Enter or leaving the field saves), or removed. */
function AdditionalRow({
  row,
  run,
  onSet,
  onRemove,
}: {
  row: BakeListRow;
  run: Run;
  onSet: (productId: string, amount: number) => Promise<void>;
  onRemove: (productId: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<string | number>(row.additionalAmount);
  const [invalid, setInvalid] = useState(false);
  const [busy, setBusy] = useState(false);
  const name = row.product.name;

  const commit = async () => {
    const amount = parseAdditionalAmount(draft, MAX_ADDITIONAL_AMOUNT);
    setInvalid(amount === null);
    if (amount === null || amount === row.additionalAmount) return;
    setBusy(true);
    await run(() => onSet(row.product.id, amount));
    setBusy(false);
  };

  return (
    <Group
      component="li"
      aria-label={name}
      justify="space-between"
      wrap="nowrap"
      gap="sm"
      py={6}
      style={{ listStyle: 'none', borderBottom: '1px solid var(--mantine-color-gray-2)' }}
    >
      <Text fz={20} fw={600} style={{ flex: 1, minWidth: 0 }} truncate>
        {name}
      </Text>
      <NumberInput
        aria-label={t('bakeList.additional.amountOf', { name })}
        size="lg"
        w={{ base: 96, sm: 130 }}
        min={1}
        max={MAX_ADDITIONAL_AMOUNT}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="none"
        hideControls
        disabled={busy}
        value={draft}
        error={invalid ? t('bakeList.additional.amountInvalid', { max: MAX_ADDITIONAL_AMOUNT }) : undefined}
        styles={{ input: { textAlign: 'right', fontWeight: 700 } }}
        onChange={setDraft}
        onBlur={() => void commit()}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            void commit();
          }
        }}
      />
      <ActionIcon
        size={50}
        variant="light"
        color="red"
        aria-label={t('bakeList.additional.remove', { name })}
        loading={busy}
        onClick={async () => {
          setBusy(true);
          await run(() => onRemove(row.product.id));
          setBusy(false);
        }}
      >
        <IconTrash size={22} />
      </ActionIcon>
    </Group>
  );
}

/** Picks one of the bakery's products (loaded when the form opens) and an amount to add. */
function AddForm({
  exclude,
  onAdd,
  onClose,
}: {
  exclude: ReadonlySet<string>;
  onAdd: (productId: string, amount: number) => Promise<boolean>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  // keyed under the operation it pages through, so invalidating Products reaches it
  const query = useQuery({ queryKey: [operationName(ProductsQuery), { allPages: true }], queryFn: loadProducts });
  const products = loadStateOf(query);
  const [productId, setProductId] = useState<string | null>(null);
  const [amount, setAmount] = useState<string | number>('');
  const [errors, setErrors] = useState<{ product?: string; amount?: string }>({});
  const [busy, setBusy] = useState(false);

  if (products.status === 'loading') return <LoadingState py={16} />;
  if (products.status === 'failed') {
    return (
      <LoadFailed
        title={t('bakeList.additional.productsFailed')}
        error={products.error}
        onRetry={() => void query.refetch()}
      />
    );
  }

  const submit = async () => {
    const parsed = parseAdditionalAmount(amount, MAX_ADDITIONAL_AMOUNT);
    const next = {
      product: productId ? undefined : t('bakeList.additional.productRequired'),
      amount: parsed === null ? t('bakeList.additional.amountInvalid', { max: MAX_ADDITIONAL_AMOUNT }) : undefined,
    };
    setErrors(next);
    if (!productId || parsed === null) return;
    setBusy(true);
    const done = await onAdd(productId, parsed);
    setBusy(false);
    if (done) {
      setProductId(null);
      setAmount('');
    }
  };

  return (
    <Stack
      component="form"
      gap="sm"
      aria-label={t('bakeList.additional.addTitle')}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Group align="flex-start" gap="sm" wrap="wrap">
        <Select
          label={t('bakeList.additional.product')}
          size="lg"
          searchable
          nothingFoundMessage={t('bakeList.additional.noProducts')}
          data={products.data.filter((p) => !exclude.has(p.id)).map((p) => ({ value: p.id, label: p.name }))}
          value={productId}
          onChange={setProductId}
          error={errors.product}
          style={{ flex: '1 1 260px' }}
        />
        <NumberInput
          label={t('bakeList.additional.amount')}
          size="lg"
          w={140}
          min={1}
          max={MAX_ADDITIONAL_AMOUNT}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          value={amount}
          onChange={setAmount}
          error={errors.amount}
        />
      </Group>
      <Group gap="sm">
        <Button type="submit" size="lg" leftSection={<IconPlus size={20} />} loading={busy}>
          {t('bakeList.additional.add')}
        </Button>
        <Button variant="default" size="lg" onClick={onClose}>
          {t('common.close')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Additional breads of the deadline (for the shop counter), on top of the orders and in the totals. */
export function AdditionalBreads({
  list,
  run,
  onSet,
  onRemove,
}: {
  list: BakeListData;
  run: Run;
  onSet: (productId: string, amount: number) => Promise<void>;
  onRemove: (productId: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  const rows = list.items.filter((row) => row.additionalAmount > 0);

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} className="no-print">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Stack gap={2} style={{ flex: '1 1 240px' }}>
            <Title order={2} fz={{ base: 22, sm: 26 }} c="brown.8">
              {t('bakeList.additional.title')}
            </Title>
            <Text c="taupe.8">{t('bakeList.additional.hint')}</Text>
          </Stack>
          {!adding ? (
            <Button size="lg" variant="light" leftSection={<IconPlus size={20} />} onClick={() => setAdding(true)}>
              {t('bakeList.additional.open')}
            </Button>
          ) : null}
        </Group>
        {rows.length > 0 ? (
          <Stack component="ul" gap={0} p={0} m={0} aria-label={t('bakeList.additional.title')}>
            {rows.map((row) => (
              // keyed by amount too: a new amount (saved, reloaded) starts a fresh draft
              <AdditionalRow
                key={`${row.product.id}:${row.additionalAmount}`}
                row={row}
                run={run}
                onSet={onSet}
                onRemove={onRemove}
              />
            ))}
          </Stack>
        ) : (
          <Text c="dimmed">{t('bakeList.additional.none')}</Text>
        )}
        {adding ? (
          <AddForm
            exclude={new Set(rows.map((row) => row.product.id))}
            onAdd={(productId, amount) => run(() => onSet(productId, amount))}
            onClose={() => setAdding(false)}
          />
        ) : null}
      </Stack>
    </Paper>
  );
}
