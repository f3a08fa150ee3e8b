import { useState, type FormEvent } from 'react';
import { Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { IconPackageOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RowPopover } from '../../ui/RowPopover';
import { isValidMissing } from '@bakery/core';
import type { CompileLine } from '../../api/operations';
import { useErrorText } from '../../i18n/error-text';

/** Marks pieces of a line missing (0 … amount) in a small popover with a number field. */
export function MissingControl({ line, onSave }: { line: CompileLine; onSave: (amount: number) => Promise<unknown> }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [opened, setOpened] = useState(false);
  const [value, setValue] = useState<number | ''>(line.missing);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const open = () => {
    setValue(line.missing > 0 ? line.missing : line.amount);
    setError(null);
    setOpened(true);
  };

  const submit = (amount: number | '') => {
    if (!isValidMissing(amount, line.amount)) {
      setError(t('compile.missing.invalid', { max: line.amount }));
      return;
    }
    setBusy(true);
    setError(null);
    onSave(amount)
      .then(() => setOpened(false))
      .catch((failure: unknown) => setError(errorText(failure)))
      .finally(() => setBusy(false));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(value);
  };

  return (
    <RowPopover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      withArrow
      shadow="md"
      target={
        <Button
          size="md"
          variant={line.missing > 0 ? 'filled' : 'default'}
          color={line.missing > 0 ? 'orange' : undefined}
          leftSection={<IconPackageOff size={18} />}
          aria-label={t('compile.missing.buttonFor', { product: line.product.name })}
          onClick={() => (opened ? setOpened(false) : open())}
        >
          {line.missing > 0 ? t('compile.missing.count', { count: line.missing }) : t('compile.missing.button')}
        </Button>
      }
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm" w={240}>
          <NumberInput
            size="lg"
            label={t('compile.missing.label', { amount: line.amount })}
            value={value}
            min={0}
            max={line.amount}
            clampBehavior="none"
            allowDecimal={false}
            allowNegative={false}
            onChange={(next) => (setValue(typeof next === 'number' ? next : ''), setError(null))}
            error={error}
            data-autofocus
          />
          <Group gap="xs" justify="space-between">
            {line.missing > 0 ? (
              <Button variant="subtle" color="gray" size="md" disabled={busy} onClick={() => submit(0)}>
                {t('compile.missing.none')}
              </Button>
            ) : (
              <Text size="sm" c="dimmed">
                {t('compile.missing.hint')}
              </Text>
            )}
            <Button type="submit" size="md" loading={busy}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </RowPopover>
  );
}
