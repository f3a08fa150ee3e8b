import { useState } from 'react';
import {
  Alert,
  Button,
  Group,
  Image,
  Modal,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconFileTypePdf, IconKey, IconQrcode, IconQrcodeOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { addDays, DEFAULT_DEADLINE_TIME, LANGUAGES } from '@bakery/core';
import { GUEST_LABEL_MAX, GuestInputSchema, type CleanGuest } from '@bakery/core/guest-schema';
import { downloadDocument } from '../../api/download';
import { useBakeryToday } from '../auth';
import { useApiMutation, useApiQuery } from '../../api/query';
import {
  ClientQuery,
  ClientsQuery,
  CreateGuestMutation,
  CreateGuestSignInTokenMutation,
  ResetGuestPasswordMutation,
  RevokeGuestSignInTokensMutation,
  UpdateGuestMutation,
} from '../../api/operations';
import type { ClientWithDetail, CreatedClient, User } from '../../api/operations';
import { schemaForm } from '../../ui/schema-form';
import { useErrorText } from '../../i18n/error-text';
import { printInstructionPath } from './client-links';
import { serverFieldErrors, toGuestInput, type GuestFormValues } from './client-form';
import { CreatedCredentials, useQrCode } from './CreatedCredentials';
import { useFieldText } from './field-text';

/** The host's deadline time (HH:MM) for the sheet; the core default when none is set. */
function useHostDeadline(host: User): string {
  const deadline = useApiQuery(ClientQuery, { id: host.id }).data?.user?.detail?.deadline;
  return deadline ? deadline.slice(0, 5) : DEFAULT_DEADLINE_TIME;
}

/** A host's form for a guest: label, stay and language; after creation the password, QR code and print link. */
export function GuestForm({ host, guest }: { host: User; guest?: ClientWithDetail }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const deadline = useHostDeadline(host);
  const today = useBakeryToday();
  const { issueText, serverErrors } = useFieldText();
  const [failure, setFailure] = useState<unknown>(null);
  const [created, setCreated] = useState<CreatedClient | null>(null);
  const [newLink, setNewLink] = useState<string | null>(null);
  const [confirmReset, setConfirmReset] = useState(false);
  const newQr = useQrCode(newLink);
  const invalidates = [ClientsQuery, ClientQuery];
  const updateGuest = useApiMutation(UpdateGuestMutation, { invalidates });
  const createGuest = useApiMutation(CreateGuestMutation, { invalidates });
  // the guest's password and sign-in links change nothing a list shows
  const resetPassword = useApiMutation(ResetGuestPasswordMutation);
  const createSignInToken = useApiMutation(CreateGuestSignInTokenMutation);
  const revokeSignInTokens = useApiMutation(RevokeGuestSignInTokensMutation);
  // the rules the server checks (GuestInputSchema): the label by the username rules, a stay from ≤ to
  const form = useForm<GuestFormValues, CleanGuest>({
    initialValues: guest
      ? { label: guest.label, activeFrom: guest.activeFrom, activeTo: guest.activeTo, language: guest.language }
      : { label: '', activeFrom: today, activeTo: addDays(today, 3), language: host.language },
    ...schemaForm<GuestFormValues, CleanGuest>(GuestInputSchema, issueText),
    onValuesChange: () => setFailure(null),
  });

  // form.submitting stays true until the returned promise settles
  const submit = form.onSubmit(async (clean) => {
    try {
      if (guest) {
        await updateGuest.mutateAsync({ id: guest.id, input: toGuestInput(clean) });
        void navigate('/clients');
      } else {
        setCreated((await createGuest.mutateAsync({ input: toGuestInput(clean) })).createGuest);
      }
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields) form.setErrors(serverErrors(fields));
      else setFailure(error);
    }
  });

  const linkAction = async (kind: 'create' | 'revoke' | 'reset' | 'sheet') => {
    if (!guest) return;
    setFailure(null);
    try {
      // a reprint for a lost sheet: QR code and label; the password is not known any more
      if (kind === 'sheet')
        await downloadDocument(
          `/api/guests/${encodeURIComponent(guest.id)}/instruction-sheet.pdf`,
          {},
          `${guest.label}.pdf`,
        );
      else if (kind === 'reset') {
        setConfirmReset(false);
        setCreated((await resetPassword.mutateAsync({ guestId: guest.id })).resetGuestPassword);
      } else if (kind === 'create')
        setNewLink((await createSignInToken.mutateAsync({ guestId: guest.id })).createGuestSignInToken.url);
      else {
        const count = (await revokeSignInTokens.mutateAsync({ guestId: guest.id })).revokeGuestSignInTokens;
        setNewLink(null);
        notifications.show({ color: 'green', message: t('clients.linksRevoked', { count }) });
      }
    } catch (error) {
      setFailure(error);
    }
  };

  if (created) {
    const printPath = printInstructionPath({
      language: created.user.language,
      username: created.user.label,
      password: created.password,
      host: host.displayName,
      bakery: host.bakery?.name ?? '',
      deadline,
      bakeryId: host.bakery?.id ?? '',
      from: created.user.activeFrom,
      to: created.user.activeTo,
    });
    return (
      <CreatedCredentials
        user={created.user}
        password={created.password}
        signInUrl={created.signInUrl}
        printPath={printPath}
        onDone={() => navigate('/clients')}
      />
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
          <Stack gap="sm">
            <Title order={2} fz="lg" c="brown.8">
              {t('clients.sections.guest')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                {...form.getInputProps('label')}
                label={t('clients.guestLabel')}
                description={t('clients.guestLabelHint')}
                withAsterisk
                maxLength={GUEST_LABEL_MAX}
              />
              <Select
                {...form.getInputProps('language')}
                label={t('clients.fields.language')}
                data={LANGUAGES.map((l) => ({ value: l, label: t(`language.${l}`) }))}
                allowDeselect={false}
              />
              <TextInput {...form.getInputProps('activeFrom')} type="date" label={t('clients.stayFrom')} withAsterisk />
              <TextInput {...form.getInputProps('activeTo')} type="date" label={t('clients.stayTo')} withAsterisk />
            </SimpleGrid>
          </Stack>
        </Paper>

        {guest ? (
          <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
            <Stack gap="sm">
              <Title order={2} fz="lg" c="brown.8">
                {t('clients.signInLinks')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('clients.signInLinksHint')}
              </Text>
              <Group gap="sm" wrap="wrap">
                <Button variant="light" leftSection={<IconQrcode size={16} />} onClick={() => linkAction('create')}>
                  {t('clients.newLink')}
                </Button>
                <Button variant="light" leftSection={<IconFileTypePdf size={16} />} onClick={() => linkAction('sheet')}>
                  {t('clients.sheetPdf')}
                </Button>
                <Button
                  variant="light"
                  color="red"
                  leftSection={<IconQrcodeOff size={16} />}
                  onClick={() => linkAction('revoke')}
                >
                  {t('clients.revokeLinks')}
                </Button>
                <Button
                  variant="light"
                  color="orange"
                  leftSection={<IconKey size={16} />}
                  onClick={() => setConfirmReset(true)}
                >
                  {t('clients.resetPassword')}
                </Button>
              </Group>
              <Modal
                opened={confirmReset}
                onClose={() => setConfirmReset(false)}
                title={t('clients.resetPassword')}
                centered
              >
                <Stack>
                  <Text>{t('clients.resetPasswordConfirm')}</Text>
                  <Group justify="flex-end" wrap="wrap">
                    <Button variant="default" onClick={() => setConfirmReset(false)}>
                      {t('common.cancel')}
                    </Button>
                    <Button color="orange" onClick={() => linkAction('reset')}>
                      {t('clients.resetPasswordDo')}
                    </Button>
                  </Group>
                </Stack>
              </Modal>
              {newQr ? <Image src={newQr} alt={t('clients.qrAlt')} w={200} h={200} /> : null}
            </Stack>
          </Paper>
        ) : null}

        {failure ? (
          <Alert color="red" role="alert">
            {errorText(failure)}
          </Alert>
        ) : null}
        <Group justify="flex-end" wrap="wrap">
          <Button component={Link} to="/clients" variant="default">
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={form.submitting}>
            {guest ? t('common.save') : t('clients.createGuest')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
