import { useState } from 'react';
import { Alert, Button, Container, Group, Modal, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconInfoCircle, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PRICE_LIST_NAME_MAX, PriceListInputSchema } from '@bakery/core';
import { ApiError } from '../../api/client';
import type { PriceList } from '../../api/operations';
import { errorCodeOf, useErrorText } from '../../i18n/error-text';
import { PriceGrid } from './PriceGrid';
import { PriceListCard } from './PriceListCard';
import { usePriceLists } from './usePriceLists';
import { LoadingState, LoadFailed } from '../../ui/LoadStates';
import { schemaForm } from '../../ui/schema-form';

/** Price lists of a bakery (requirements/catalogue-and-price-lists.md#price-lists): create, rename, default, visibility, delete, prices. */
export function PriceListsScreen() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const lists = usePriceLists();
  const [busy, setBusy] = useState(false);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  // names are checked by the schema the server uses (PriceListInputSchema: 1 … 80 characters)
  const nameForm = () => schemaForm(PriceListInputSchema, () => t('priceLists.nameInvalid'));
  const newList = useForm({ initialValues: { name: '' }, ...nameForm() });
  const renameForm = useForm({ initialValues: { name: '' }, ...nameForm() });
  const [renaming, setRenaming] = useState<PriceList | null>(null);
  const [deleting, setDeleting] = useState<{ list: PriceList; refusal: string | null } | null>(null);

  const run = (action: () => Promise<string>, onError?: (error: unknown) => void) => {
    setBusy(true);
    action()
      .then((message) => notifications.show({ color: 'green', message }))
      .catch((error: unknown) =>
        onError ? onError(error) : notifications.show({ color: 'red', message: errorText(error) }),
      )
      .finally(() => setBusy(false));
  };

  const create = newList.onSubmit(({ name }) =>
    run(async () => {
      const list = await lists.create(name);
      newList.reset();
      setSelectedId(list.id);
      return t('priceLists.created', { name: list.name });
    }),
  );

  const openRename = (list: PriceList) => {
    renameForm.setValues({ name: list.name });
    renameForm.clearErrors();
    setRenaming(list);
  };
  const rename = renameForm.onSubmit(({ name }) => {
    if (!renaming) return;
    const list = renaming;
    setRenaming(null);
    run(async () => {
      await lists.rename(list.id, name);
      return t('priceLists.renamed');
    });
  });

  const refusalOf = (list: PriceList, error: unknown): string => {
    if (errorCodeOf(error) !== 'PRICE_LIST_HAS_CLIENTS') return errorText(error);
    const clients = error instanceof ApiError ? error.extensions.clients : undefined;
    return t('priceLists.hasClients', {
      name: list.name,
      count: typeof clients === 'number' ? clients : (list.clientCount ?? 0),
    });
  };

  const confirmDelete = () => {
    if (!deleting) return;
    const { list } = deleting;
    run(
      async () => {
        await lists.remove(list.id);
        setDeleting(null);
        if (selectedId === list.id) setSelectedId(null);
        return t('priceLists.deleted');
      },
      (error) => setDeleting({ list, refusal: refusalOf(list, error) }),
    );
  };

  const { state } = lists;
  const selected = state.status === 'ready' ? (state.lists.find((list) => list.id === selectedId) ?? null) : null;
  return (
    <Container size="lg" py="xl" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="md">
        <div>
          <Title order={1} c="brown.8" fz={{ base: 26, sm: 32 }}>
            {t('priceLists.title')}
          </Title>
          <Text c="taupe.7">{t('priceLists.lead')}</Text>
        </div>
        <Paper withBorder p="sm" shadow="xs">
          <form onSubmit={create} noValidate>
            <Group gap="sm" align="flex-start" wrap="wrap">
              <TextInput
                label={t('priceLists.newName')}
                {...newList.getInputProps('name')}
                maxLength={PRICE_LIST_NAME_MAX}
                style={{ flex: '1 1 220px' }}
              />
              <Button type="submit" mt={{ base: 0, xs: 25 }} leftSection={<IconPlus size={18} />} disabled={busy}>
                {t('priceLists.create')}
              </Button>
            </Group>
            <Group gap={6} mt="xs" wrap="nowrap" align="flex-start">
              <IconInfoCircle size={16} color="var(--mantine-color-taupe-7)" style={{ flexShrink: 0, marginTop: 2 }} />
              <Text size="sm" c="taupe.7">
                {t('priceLists.createHint')}
              </Text>
            </Group>
          </form>
        </Paper>
        {state.status === 'loading' ? <LoadingState /> : null}
        {state.status === 'failed' ? (
          <LoadFailed title={t('priceLists.loadFailed')} error={state.error} onRetry={lists.reload} />
        ) : null}
        {state.status === 'ready' && state.lists.length === 0 ? (
          <Paper withBorder p="xl" shadow="xs">
            <Text fw={600}>{t('priceLists.emptyTitle')}</Text>
            <Text c="taupe.7">{t('priceLists.emptyText')}</Text>
          </Paper>
        ) : null}
        {state.status === 'ready' && state.lists.length > 0 ? (
          <Stack component="ul" gap="sm" p={0} m={0} aria-label={t('priceLists.title')}>
            {state.lists.map((list) => (
              <PriceListCard
                key={list.id}
                list={list}
                selected={list.id === selectedId}
                busy={busy}
                onSelect={() => setSelectedId(list.id)}
                onRename={() => openRename(list)}
                onSetDefault={() =>
                  run(async () => t('priceLists.defaultSet', { name: (await lists.setDefault(list.id)).name }))
                }
                onVisibility={(groups) =>
                  run(async () => {
                    await lists.setVisibility(list.id, groups);
                    return t('priceLists.visibilitySaved');
                  })
                }
                onDelete={() => setDeleting({ list, refusal: null })}
              />
            ))}
          </Stack>
        ) : null}
        {selected ? (
          <PriceGrid key={selected.id} list={selected} onCount={(delta) => lists.countProducts(selected.id, delta)} />
        ) : null}
      </Stack>
      <Modal opened={renaming !== null} onClose={() => setRenaming(null)} title={t('priceLists.renameTitle')} centered>
        <form onSubmit={rename} noValidate>
          <Stack gap="md">
            <TextInput
              label={t('priceLists.name')}
              {...renameForm.getInputProps('name')}
              maxLength={PRICE_LIST_NAME_MAX}
              data-autofocus
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setRenaming(null)}>
                {t('common.cancel')}
              </Button>
              <Button type="submit">{t('common.save')}</Button>
            </Group>
          </Stack>
        </form>
      </Modal>
      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title={t('priceLists.deleteTitle')} centered>
        <Stack gap="md">
          <Text>{t('priceLists.deleteText', { name: deleting?.list.name ?? '' })}</Text>
          {deleting?.refusal ? (
            <Alert color="red" variant="light" role="alert">
              {deleting.refusal}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setDeleting(null)}>
              {t('common.cancel')}
            </Button>
            <Button color="red" onClick={confirmDelete} disabled={busy || Boolean(deleting?.refusal)}>
              {t('priceLists.delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Container>
  );
}
