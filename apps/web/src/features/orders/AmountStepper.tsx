import { useState } from 'react';
import { ActionIcon, Group, TextInput } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ORDER_MAX_AMOUNT } from '@bakery/core';
import { parseAmount } from '@bakery/core/order-form';

/**
 * An amount with large − / + buttons for touch screens and a typed field. Only whole numbers
 * 1 … 999 reach `onChange`; anything else shows an error and nothing is sent.
 */
export function AmountStepper({
  name,
  value,
  onChange,
  onInvalidChange,
  disabled = false,
  min = 1,
}: {
  name: string;
  value: number;
  onChange: (amount: number) => void;
  /** Told whether the typed text is not a valid amount (the form then sends nothing). */
  onInvalidChange?: (invalid: boolean) => void;
  disabled?: boolean;
  min?: number;
}) {
  const { t } = useTranslation();
  // what the user is typing; null shows the amount itself
  const [draft, setDraft] = useState<string | null>(null);
  const text = draft ?? String(value);
  const [invalid, setInvalidState] = useState(false);
  const setInvalid = (next: boolean) => {
    setInvalidState(next);
    onInvalidChange?.(next);
  };

  const step = (amount: number) => {
    if (invalid) setInvalid(false);
    setDraft(null);
    onChange(amount);
  };

  const commit = () => {
    const amount = parseAmount(text);
    if (amount === null) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setDraft(null);
    if (amount !== value) onChange(amount);
  };

  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <ActionIcon
        size={44}
        variant="default"
        aria-label={t('orders.action.decrease', { name })}
        disabled={disabled || value <= min}
        onClick={() => step(value - 1)}
      >
        <IconMinus size={20} />
      </ActionIcon>
      <TextInput
        aria-label={t('orders.action.amount', { name })}
        value={text}
        inputMode="numeric"
        w={72}
        size="md"
        disabled={disabled}
        error={invalid ? t('orders.form.amountInvalid', { max: ORDER_MAX_AMOUNT }) : undefined}
        styles={{ input: { textAlign: 'center' }, error: { width: 200 } }}
        onChange={(event) => setDraft(event.currentTarget.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          }
        }}
      />
      <ActionIcon
        size={44}
        variant="default"
        aria-label={t('orders.action.increase', { name })}
        disabled={disabled || value >= ORDER_MAX_AMOUNT}
        onClick={() => step(value + 1)}
      >
        <IconPlus size={20} />
      </ActionIcon>
    </Group>
  );
}
