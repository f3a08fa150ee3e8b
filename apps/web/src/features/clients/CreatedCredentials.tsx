import { Alert, Button, Code, CopyButton, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconCopy, IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import QRCode from 'qrcode';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ClientWithDetail } from '../../api/operations';

/** A QR code of `text` as a PNG data URL (the `qrcode` library draws it in the browser, once per text). */
export function useQrCode(text: string | null): string | null {
  const query = useQuery({
    queryKey: ['qrCode', text],
    queryFn: () => QRCode.toDataURL(text ?? '', { errorCorrectionLevel: 'M', margin: 1, width: 240 }),
    enabled: Boolean(text),
    staleTime: Infinity,
    retry: false,
  });
  return text && query.data ? query.data : null;
}

/**
 * Shown once after creating an account: the generated password with a copy button and, for a
 * guest, the QR code of its sign-in link and the link to the printable instructions.
 */
export function CreatedCredentials({
  user,
  password,
  signInUrl,
  printPath,
  mailedTo = null,
  onDone,
}: {
  user: ClientWithDetail;
  password: string;
  signInUrl: string | null;
  printPath: string | null;
  mailedTo?: string | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const qr = useQrCode(signInUrl);
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="md">
        <Title order={2} fz="xl" c="brown.8">
          {t('clients.createdTitle', { name: user.kind === 'GUEST' ? user.label : user.displayName })}
        </Title>
        <Alert color="yellow" variant="light">
          {t('clients.passwordOnce')}
        </Alert>
        {mailedTo ? (
          <Alert color="green" variant="light">
            {t('clients.mailed', { email: mailedTo })}
          </Alert>
        ) : null}
        <Group gap="sm" wrap="wrap">
          <Text>{t(user.kind === 'GUEST' ? 'clients.guestLabel' : 'common.username')}:</Text>
          <Code fz="md">{user.kind === 'GUEST' ? user.label : user.username}</Code>
        </Group>
        <Group gap="sm" wrap="wrap">
          <Text>{t('password.label')}:</Text>
          <Code fz="lg" data-testid="generated-password">
            {password}
          </Code>
          <CopyButton value={password}>
            {({ copied, copy }) => (
              <Button
                size="xs"
                variant="light"
                color={copied ? 'teal' : 'brown'}
                leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
                onClick={copy}
              >
                {copied ? t('clients.copied') : t('clients.copyPassword')}
              </Button>
            )}
          </CopyButton>
        </Group>
        {qr ? (
          <Stack gap={4} align="flex-start">
            <Image src={qr} alt={t('clients.qrAlt')} w={200} h={200} />
            <Text size="sm" c="dimmed">
              {t('clients.qrHint')}
            </Text>
          </Stack>
        ) : null}
        <Group gap="sm" wrap="wrap">
          {printPath ? (
            <Button
              component={Link}
              to={printPath}
              state={{ signInUrl, guestId: user.kind === 'GUEST' ? user.id : undefined }}
              leftSection={<IconPrinter size={16} />}
              variant="light"
            >
              {t('clients.printInstructions')}
            </Button>
          ) : null}
          <Button onClick={onDone}>{t(user.kind === 'GUEST' ? 'clients.toGuests' : 'clients.toList')}</Button>
        </Group>
      </Stack>
    </Paper>
  );
}
