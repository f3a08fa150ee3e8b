import { useState } from 'react';
import { Button, Group, NumberInput, Stack } from '@mantine/core';
import { IconArrowsMoveVertical } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RowPopover } from '../../ui/RowPopover';

interface MoveToPositionProps {
  name: string;
  /** 1-based place in the whole catalogue. */
  position: number;
  total: number;
  disabled: boolean;
  onMove: (position: number) => void;
}

/**
 * The product's place in the catalogue as a small button; it opens a field for a new place
 * (1 … total), so a product reaches any page without dragging through them.
 */
export function MoveToPosition({ name, position, total, disabled, onMove }: MoveToPositionProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [value, setValue] = useState<number | string>(position);
  const target = typeof value === 'number' ? value : Number.NaN;
  const valid = Number.isInteger(target) && target >= 1 && target <= total;
  const open = () => {
    setValue(position);
    setOpened(true);
  };
  const submit = () => {
    if (!valid) return;
    setOpened(false);
    if (target !== position) onMove(target);
  };
  return (
    <RowPopover
      opened={opened}
      onChange={setOpened}
      position="bottom-start"
      withArrow
      shadow="md"
      target={
        <Button
          variant="subtle"
          color="brown"
          size="compact-xs"
          px={4}
          disabled={disabled}
          onClick={() => (opened ? setOpened(false) : open())}
          aria-label={t('products.order.moveToLabel', { position, total, name })}
          title={t('products.order.moveToLabel', { position, total, name })}
        >
          {position}
        </Button>
      }
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="xs" w={250}>
          <NumberInput
            label={t('products.order.newPosition', { total })}
            value={value}
            onChange={setValue}
            min={1}
            max={total}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            error={value !== '' && !valid ? t('products.order.positionRange', { total }) : undefined}
            data-autofocus
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" size="xs" onClick={() => setOpened(false)}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" size="xs" leftSection={<IconArrowsMoveVertical size={14} />} disabled={!valid}>
              {t('products.order.moveTo')}
            </Button>
          </Group>
        </Stack>
      </form>
    </RowPopover>
  );
}
