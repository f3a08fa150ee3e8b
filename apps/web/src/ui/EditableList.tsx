import type { FormEvent, ReactNode } from 'react';
import { ActionIcon, Alert, Button, Group, Modal, Paper, Stack, Text, Tooltip, type ModalProps } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../i18n/error-text';

/** A settings list of named things (delivery zones, discounts): a list with an accessible name. */
export function EditableList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="ul" aria-label={label} p={0} m={0} style={{ listStyle: 'none' }}>
      {children}
    </Stack>
  );
}

interface RowProps {
  name: string;
  /** Lines under the name (steps, counts). */
  details: ReactNode;
  /** Tooltip and accessible name of the edit button ("Rename", "Edit Gastro"). */
  edit: { tooltip: string; label: string; onClick: () => void };
  remove: { tooltip: string; label: string; onClick: () => void };
}

/** One entry of an EditableList: its name and details, with edit and delete buttons. */
export function EditableListRow({ name, details, edit, remove }: RowProps) {
  return (
    <Paper component="li" withBorder p="sm" aria-label={name}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Text fw={600} truncate>
            {name}
          </Text>
          {details}
        </div>
        <Group gap={4} wrap="nowrap">
          <Tooltip label={edit.tooltip}>
            <ActionIcon variant="subtle" size="lg" aria-label={edit.label} onClick={edit.onClick}>
              <IconPencil size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={remove.tooltip}>
            <ActionIcon variant="subtle" color="red" size="lg" aria-label={remove.label} onClick={remove.onClick}>
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </Paper>
  );
}

interface FormModalProps {
  opened: boolean;
  title: string;
  size?: ModalProps['size'];
  /** The server's refusal of the last save. */
  failure: unknown;
  busy: boolean;
  /** The form's submit (a @mantine/form `onSubmit`, which prevents the default). */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  /** Buttons left of cancel/save (e.g. "add step"). */
  actions?: ReactNode;
  children: ReactNode;
}

/** The edit dialog of an EditableList entry: its fields, the server's refusal, cancel and save. */
export function EditableListModal({
  opened,
  title,
  size,
  failure,
  busy,
  onSubmit,
  onClose,
  actions,
  children,
}: FormModalProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered size={size}>
      <form noValidate onSubmit={onSubmit}>
        <Stack gap="md">
          {failure ? (
            <Alert color="red" variant="light" role="alert">
              {errorText(failure)}
            </Alert>
          ) : null}
          {children}
          <Group justify={actions ? 'space-between' : 'flex-end'} gap="sm">
            {actions}
            <Group gap="sm">
              <Button variant="default" onClick={onClose}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" loading={busy}>
                {t('common.save')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
