import { useState } from 'react';
import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  DISCOUNT_MAX_STEPS,
  DISCOUNT_NAME_MAX,
  discountFormSchema,
  formatCents,
  localeCentsInput,
  localeDecimalInput,
  parsePercent,
  type DiscountInput,
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
import { ConfirmDeleteModal } from '../../ui/ConfirmDeleteModal';
import { EditableList, EditableListModal, EditableListRow } from '../../ui/EditableList';
import { schemaForm, type SchemaIssue } from '../../ui/schema-form';
import { useLanguage } from '../../i18n/use-language';

/** The form as typed: euro amounts and percents as text in the user's language ("100,50", "7,5" in de). */
interface DiscountFormValues {
  name: string;
  steps: { from: string; percent: string }[];
}
const STEPS_PROBLEMS = ['COUNT', 'FROM', 'PERCENT', 'ORDER'] as const;

const percentText = (percent: string, language: string) => {
  const hundredths = parsePercent(percent) ?? 0n;
  return `${new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(`${hundredths / 100n}.${String(hundredths % 100n).padStart(2, '0')}` as Intl.StringNumericLiteral)} %`;
};

/** Settings → discounts: a bakery's discounts with their steps ("from 100,00 € 5 %"); create, edit, delete (refused while clients have it). */
export function DiscountsPanel() {
  const { t } = useTranslation();
  const language = useLanguage();
  const query = useApiQuery(DiscountsQuery, {});
  const invalidates = [DiscountsQuery];
  const create = useApiMutation(CreateDiscountMutation, { invalidates });
  const update = useApiMutation(UpdateDiscountMutation, { invalidates });
  const remove = useApiMutation(DeleteDiscountMutation, { invalidates });
  const busy = create.isPending || update.isPending || remove.isPending;
  /** The discount being edited: null for a new one; failure is the server's refusal of the last save. */
  const [editing, setEditing] = useState<{ id: string | null; failure: unknown } | null>(null);
  const [deleting, setDeleting] = useState<{ discount: Discount; failure: unknown } | null>(null);

  /** The text of a problem discountFormSchema found (error code BAD_INPUT at a path). */
  const problemText = (path: string, issue: SchemaIssue) => {
    if (path === 'name') return t('discounts.nameInvalid', { max: DISCOUNT_NAME_MAX });
    if (path.endsWith('.from')) return t('discounts.fromInvalid');
    if (path.endsWith('.percent')) return t('discounts.percentInvalid');
    const problem = STEPS_PROBLEMS.find((p) => p === issue.params?.problem);
    return problem ? t(`discounts.stepsProblem.${problem}`, { max: DISCOUNT_MAX_STEPS }) : t('errors.BAD_INPUT');
  };
  // the same rules the server checks (DiscountInputSchema), read from text in the user's language
  const form = useForm<DiscountFormValues, DiscountInput>({
    initialValues: { name: '', steps: [] },
    ...schemaForm<DiscountFormValues, DiscountInput>(discountFormSchema(language), problemText),
    onValuesChange: () => setEditing((e) => (e?.failure ? { ...e, failure: null } : e)),
  });

  const stepText = (s: DiscountStep) =>
    t('discounts.stepText', { from: formatCents(s.fromCents, language), percent: percentText(s.percent, language) });

  const open = (discount: Discount | null) => {
    form.setValues({
      name: discount?.name ?? '',
      steps: discount
        ? discount.steps.map((s) => ({
            from: localeCentsInput(s.fromCents, language),
            percent: localeDecimalInput(s.percent, language),
          }))
        : [{ from: localeCentsInput(0, language), percent: '' }],
    });
    form.clearErrors();
    setEditing({ id: discount?.id ?? null, failure: null });
  };

  const save = form.onSubmit(({ name, steps }) => {
    if (!editing) return;
    const { id } = editing;
    return (id === null ? create.mutateAsync({ name, steps }) : update.mutateAsync({ id, name, steps }))
      .then(() => {
        notifications.show({
          color: 'green',
          message: t(id === null ? 'discounts.created' : 'discounts.saved', { name }),
        });
        setEditing(null);
      })
      .catch((error: unknown) => setEditing({ id, failure: error }));
  });

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

  const steps = form.values.steps;
  const stepsProblem = form.errors.steps;

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm" c="taupe.7" style={{ flex: '1 1 240px' }}>
          {t('discounts.intro')}
        </Text>
        <Button leftSection={<IconPlus size={16} />} onClick={() => open(null)}>
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
            <EditableList label={t('discounts.listLabel')}>
              {discounts.map((d) => (
                <EditableListRow
                  key={d.id}
                  name={d.name}
                  details={
                    <>
                      <Text size="sm">{d.steps.map(stepText).join(' · ')}</Text>
                      <Text size="sm" c="taupe.7">
                        {t('discounts.clients', { count: d.userCount })}
                      </Text>
                    </>
                  }
                  edit={{
                    tooltip: t('discounts.edit'),
                    label: t('discounts.editNamed', { name: d.name }),
                    onClick: () => open(d),
                  }}
                  remove={{
                    tooltip: t('discounts.delete'),
                    label: t('discounts.deleteNamed', { name: d.name }),
                    onClick: () => setDeleting({ discount: d, failure: null }),
                  }}
                />
              ))}
            </EditableList>
          )
        }
      </QueryStates>

      <EditableListModal
        opened={editing !== null}
        title={t(editing?.id ? 'discounts.editTitle' : 'discounts.createTitle')}
        size="lg"
        failure={editing?.failure}
        busy={busy}
        onSubmit={save}
        onClose={() => setEditing(null)}
        actions={
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            disabled={steps.length >= DISCOUNT_MAX_STEPS}
            onClick={() => form.insertListItem('steps', { from: '', percent: '' })}
          >
            {t('discounts.addStep')}
          </Button>
        }
      >
        <TextInput
          label={t('discounts.name')}
          {...form.getInputProps('name')}
          maxLength={DISCOUNT_NAME_MAX}
          withAsterisk
          data-autofocus
        />
        <Text fw={600} size="sm">
          {t('discounts.steps')}
        </Text>
        {steps.map((_, i) => (
          // side by side on a wide screen, one under the other on a phone; the remove button sits
          // beside the percent input whatever height the labels wrap to
          <Group key={i} align="flex-start" gap="sm" wrap="wrap">
            <TextInput
              label={t('discounts.from', { n: i + 1 })}
              {...form.getInputProps(`steps.${i}.from`)}
              inputMode="decimal"
              rightSection="€"
              style={{ flex: '1 1 200px' }}
            />
            <TextInput
              label={t('discounts.percent', { n: i + 1 })}
              {...form.getInputProps(`steps.${i}.percent`)}
              inputMode="decimal"
              rightSection="%"
              style={{ flex: '1 1 200px' }}
              inputContainer={(input) => (
                <Group gap="xs" wrap="nowrap">
                  <div style={{ flex: 1 }}>{input}</div>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    aria-label={t('discounts.removeStep', { n: i + 1 })}
                    disabled={steps.length <= 1}
                    onClick={() => form.removeListItem('steps', i)}
                  >
                    <IconX size={16} />
                  </ActionIcon>
                </Group>
              )}
            />
          </Group>
        ))}
        {stepsProblem ? (
          <Text size="sm" c="red" role="alert">
            {stepsProblem}
          </Text>
        ) : null}
      </EditableListModal>

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
