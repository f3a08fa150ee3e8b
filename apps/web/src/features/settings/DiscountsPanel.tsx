import { useState, type FormEvent } from 'react';
import { ActionIcon, Alert, Button, Group, Modal, Paper, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPencil, IconPlus, IconTrash, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  DISCOUNT_MAX_STEPS,
  DISCOUNT_NAME_MAX,
  discountStepsProblem,
  formatCents,
  isLanguage,
  parseEuroCents,
  parsePercent,
  type DiscountStep,
} from '@bakery/core';
import { useApiMutation, useApiQuery } from '../../api/query';
import {
  CreateDiscountMutation,
  DeleteDiscountMutation,
  DiscountsQuery,
  UpdateDiscountMutation,
  type Discount,
} from '../../api/operations';
import { QueryStates } from '../../ui/LoadStates';
import { useErrorText } from '../errors/error-text';
import { ConfirmDeleteModal } from '../../ui/ConfirmDeleteModal';

type StepDraft = { from: string; percent: string };
type Draft = { id: string | null; name: string; steps: StepDraft[]; problems: DraftProblems; failure: unknown };
type DraftProblems = {
  name?: boolean;
  steps?: 'FROM' | 'PERCENT' | 'ORDER' | 'COUNT';
  rows?: Record<number, { from?: boolean; percent?: boolean }>;
};

const percentText = (percent: string, language: string) => {
  const hundredths = parsePercent(percent) ?? 0n;
  return `${new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(`${hundredths / 100n}.${String(hundredths % 100n).padStart(2, '0')}` as Intl.StringNumericLiteral)} %`;
};
const centsText = (cents: number) => `${Math.trunc(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
const percentInput = (percent: string) =>
  percent
    .replace(/\.00$/, '')
    .replace(/(\.\d)0$/, '$1')
    .replace('.', ',');

/** Checks a draft like the server does; returns the steps to send, or the problems to show. */
function validate(draft: Draft): { name: string; steps: DiscountStep[] } | DraftProblems {
  const problems: DraftProblems = {};
  const name = draft.name.trim();
  if (!name || name.length > DISCOUNT_NAME_MAX) problems.name = true;
  const rows: Record<number, { from?: boolean; percent?: boolean }> = {};
  const steps: DiscountStep[] = [];
  draft.steps.forEach((row, i) => {
    const fromCents = parseEuroCents(row.from);
    const percent = row.percent.trim().replace(',', '.');
    const badPercent = parsePercent(percent) === null;
    if (fromCents === null || badPercent) rows[i] = { from: fromCents === null, percent: badPercent };
    steps.push({ fromCents: fromCents ?? 0, percent });
  });
  if (Object.keys(rows).length) problems.rows = rows;
  else {
    const problem = discountStepsProblem(steps);
    if (problem) problems.steps = problem;
  }
  if (draft.steps.length === 0) problems.steps = 'COUNT';
  return problems.name || problems.rows || problems.steps ? problems : { name, steps };
}

/** Settings → discounts: a bakery's discounts with their steps ("from 100,00 € 5 %"); create, edit, delete (refused while clients have it). */
export function DiscountsPanel() {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'de';
  const errorText = useErrorText();
  const query = useApiQuery(DiscountsQuery, {});
  const invalidates = [DiscountsQuery];
  const create = useApiMutation(CreateDiscountMutation, { invalidates });
  const update = useApiMutation(UpdateDiscountMutation, { invalidates });
  const remove = useApiMutation(DeleteDiscountMutation, { invalidates });
  const busy = create.isPending || update.isPending || remove.isPending;
  const [draft, setDraft] = useState<Draft | null>(null);
  const [deleting, setDeleting] = useState<{ discount: Discount; failure: unknown } | null>(null);

  const stepText = (s: DiscountStep) =>
    t('discounts.stepText', { from: formatCents(s.fromCents, language), percent: percentText(s.percent, language) });

  const openNew = () =>
    setDraft({ id: null, name: '', steps: [{ from: '0,00', percent: '' }], problems: {}, failure: null });
  const openEdit = (d: Discount) =>
    setDraft({
      id: d.id,
      name: d.name,
      steps: d.steps.map((s) => ({ from: centsText(s.fromCents), percent: percentInput(s.percent) })),
      problems: {},
      failure: null,
    });
  const changeDraft = (patch: Partial<Draft>) => draft && setDraft({ ...draft, ...patch, problems: {}, failure: null });
  const changeStep = (i: number, patch: Partial<StepDraft>) =>
    draft && changeDraft({ steps: draft.steps.map((s, j) => (j === i ? { ...s, ...patch } : s)) });

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!draft) return;
    const checked = validate(draft);
    if (!('steps' in checked && Array.isArray(checked.steps)))
      return setDraft({ ...draft, problems: checked as DraftProblems });
    const { name, steps } = checked as { name: string; steps: DiscountStep[] };
    const call =
      draft.id === null ? create.mutateAsync({ name, steps }) : update.mutateAsync({ id: draft.id, name, steps });
    call
      .then(() => {
        notifications.show({
          color: 'green',
          message: t(draft.id === null ? 'discounts.created' : 'discounts.saved', { name }),
        });
        setDraft(null);
      })
      .catch((error: unknown) => setDraft({ ...draft, failure: error }));
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove
      .mutateAsync({ id: deleting.discount.id })
      .then(() => {
        notifications.show({ color: 'green', message: t('discounts.deleted') });
        setDeleting(null);
      })
      .catch((error: unknown) => setDeleting({ ...deleting, failure: error }));
  };

  const stepsProblem = draft?.problems.steps
    ? t(`discounts.stepsProblem.${draft.problems.steps}`, { max: DISCOUNT_MAX_STEPS })
    : null;

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm" c="taupe.7" style={{ flex: '1 1 240px' }}>
          {t('discounts.intro')}
        </Text>
        <Button leftSection={<IconPlus size={16} />} onClick={openNew}>
          {t('discounts.create')}
        </Button>
      </Group>
      <QueryStates query={query} title={t('discounts.loadFailed')}>
        {({ discounts }) =>
          discounts.length === 0 ? (
            <Text size="sm" c="taupe.7">
              {t('discounts.empty')}
            </Text>
          ) : (
            <Stack
              gap="xs"
              component="ul"
              aria-label={t('discounts.listLabel')}
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
            >
              {discounts.map((d) => (
                <Paper key={d.id} component="li" withBorder p="sm" aria-label={d.name}>
                  <Group justify="space-between" wrap="nowrap" gap="sm">
                    <div style={{ minWidth: 0 }}>
                      <Text fw={600} truncate>
                        {d.name}
                      </Text>
                      <Text size="sm">{d.steps.map(stepText).join(' · ')}</Text>
                      <Text size="sm" c="taupe.7">
                        {t('discounts.clients', { count: d.userCount })}
                      </Text>
                    </div>
                    <Group gap={4} wrap="nowrap">
                      <Tooltip label={t('discounts.edit')}>
                        <ActionIcon
                          variant="subtle"
                          size="lg"
                          aria-label={t('discounts.editNamed', { name: d.name })}
                          onClick={() => openEdit(d)}
                        >
                          <IconPencil size={18} />
                        </ActionIcon>
                      </Tooltip>
                      <Tooltip label={t('discounts.delete')}>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          size="lg"
                          aria-label={t('discounts.deleteNamed', { name: d.name })}
                          onClick={() => setDeleting({ discount: d, failure: null })}
                        >
                          <IconTrash size={18} />
                        </ActionIcon>
                      </Tooltip>
                    </Group>
                  </Group>
                </Paper>
              ))}
            </Stack>
          )
        }
      </QueryStates>

      <Modal
        opened={draft !== null}
        onClose={() => setDraft(null)}
        title={t(draft?.id ? 'discounts.editTitle' : 'discounts.createTitle')}
        centered
        size="lg"
      >
        {draft ? (
          <form onSubmit={save} noValidate>
            <Stack gap="md">
              {draft.failure ? (
                <Alert color="red" variant="light" role="alert">
                  {errorText(draft.failure)}
                </Alert>
              ) : null}
              <TextInput
                label={t('discounts.name')}
                value={draft.name}
                onChange={(e) => changeDraft({ name: e.currentTarget.value })}
                error={draft.problems.name ? t('discounts.nameInvalid', { max: DISCOUNT_NAME_MAX }) : undefined}
                maxLength={DISCOUNT_NAME_MAX}
                withAsterisk
                data-autofocus
              />
              <Text fw={600} size="sm">
                {t('discounts.steps')}
              </Text>
              {draft.steps.map((row, i) => (
                <Group key={i} align="flex-start" gap="sm" wrap="nowrap">
                  <TextInput
                    label={t('discounts.from', { n: i + 1 })}
                    value={row.from}
                    onChange={(e) => changeStep(i, { from: e.currentTarget.value })}
                    error={draft.problems.rows?.[i]?.from ? t('discounts.fromInvalid') : undefined}
                    inputMode="decimal"
                    rightSection="€"
                    style={{ flex: 1 }}
                  />
                  <TextInput
                    label={t('discounts.percent', { n: i + 1 })}
                    value={row.percent}
                    onChange={(e) => changeStep(i, { percent: e.currentTarget.value })}
                    error={draft.problems.rows?.[i]?.percent ? t('discounts.percentInvalid') : undefined}
                    inputMode="decimal"
                    rightSection="%"
                    style={{ flex: 1 }}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    mt={25}
                    aria-label={t('discounts.removeStep', { n: i + 1 })}
                    disabled={draft.steps.length <= 1}
                    onClick={() => changeDraft({ steps: draft.steps.filter((_, j) => j !== i) })}
                  >
                    <IconX size={16} />
                  </ActionIcon>
                </Group>
              ))}
              {stepsProblem ? (
                <Text size="sm" c="red" role="alert">
                  {stepsProblem}
                </Text>
              ) : null}
              <Group justify="space-between" gap="sm">
                <Button
                  variant="light"
                  leftSection={<IconPlus size={16} />}
                  disabled={draft.steps.length >= DISCOUNT_MAX_STEPS}
                  onClick={() => changeDraft({ steps: [...draft.steps, { from: '', percent: '' }] })}
                >
                  {t('discounts.addStep')}
                </Button>
                <Group gap="sm">
                  <Button variant="default" onClick={() => setDraft(null)}>
                    {t('common.cancel')}
                  </Button>
                  <Button type="submit" loading={busy}>
                    {t('common.save')}
                  </Button>
                </Group>
              </Group>
            </Stack>
          </form>
        ) : null}
      </Modal>

      <ConfirmDeleteModal
        opened={deleting !== null}
        title={t('discounts.deleteTitle')}
        text={deleting ? t('discounts.deleteText', { name: deleting.discount.name }) : ''}
        refusal={
          deleting && deleting.discount.userCount > 0
            ? t('errors.DISCOUNT_HAS_CLIENTS', { clients: deleting.discount.userCount })
            : null
        }
        failure={deleting?.failure}
        busy={busy}
        confirmLabel={t('discounts.delete')}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
