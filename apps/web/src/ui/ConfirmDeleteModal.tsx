import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../i18n/error-text';

interface Props {
  opened: boolean;
  title: string;
  /** What will be deleted, in words. */
  text: string;
  /** Why it cannot be deleted, known before asking the server: then only "close" is offered. */
  refusal?: string | null;
  /** The server's refusal of the last attempt. */
  failure?: unknown;
  busy: boolean;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
}

/** The one confirmation dialog of the settings lists (holidays, zones, discounts). */
export function ConfirmDeleteModal({
  opened,
  title,
  text,
  refusal,
  failure,
  busy,
  confirmLabel,
  onConfirm,
  onClose,
}: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack gap="md">
        {refusal ? (
          <Alert color="red" variant="light" role="alert">
            {refusal}
          </Alert>
        ) : (
          <Text>{text}</Text>
        )}
        {failure ? (
          <Alert color="red" variant="light" role="alert">
            {errorText(failure)}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {refusal ? t('common.close') : t('common.cancel')}
          </Button>
          {refusal ? null : (
            <Button color="red" loading={busy} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
