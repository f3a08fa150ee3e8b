import { Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { sdiErrorHelp } from '@bakery/core';
import type { SdiNotification } from '../../api/operations';
import { useFormatDateTime } from '../auth';
import { useLanguage } from '../../i18n/use-language';
import { SDI_KINDS } from './bill-format';

const ALARMING = new Set(['NS', 'MC', 'SEND_FAILED', 'MAIL_FAILED']);
/** SdI's own receipts carry their short code (RC, NS, …) as a badge; the platform's notes do not. */
const SDI_RECEIPTS = new Set(['RC', 'NS', 'MC', 'NE', 'DT', 'AT']);

/**
 * What happened to the e-invoice: sending, SdI's receipts and refusals with their error codes
 * (explained, except for `explainedAbove`: the rejection the screen explains already), the mail to the client; a failed
 * hand-over or mail says why in the user's language, the transport's own text below it as the technical detail.
 */
export function SdiHistory({
  notifications,
  explainedAbove = null,
}: {
  notifications: SdiNotification[];
  explainedAbove?: SdiNotification | null;
}) {
  const formatDateTime = useFormatDateTime();
  const { t } = useTranslation();
  const language = useLanguage();
  const kindText = (kind: string) =>
    (SDI_KINDS as readonly string[]).includes(kind) ? t(`bills.sdiKind.${kind as (typeof SDI_KINDS)[number]}`) : kind;
  return (
    <Stack gap="sm">
      <Title order={2} fz="xl" c="brown.8">
        {t('bills.sdi.title')}
      </Title>
      {notifications.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('bills.sdi.none')}
        </Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} aria-label={t('bills.sdi.title')}>
          {notifications.map((n, index) => (
            <Paper
              key={index}
              component="li"
              withBorder
              p="sm"
              style={{ listStyle: 'none' }}
              aria-label={kindText(n.kind)}
            >
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Group gap="xs" wrap="wrap">
                  {SDI_RECEIPTS.has(n.kind) ? (
                    <Badge variant="light" color={ALARMING.has(n.kind) ? 'red' : n.kind === 'RC' ? 'green' : 'blue'}>
                      {n.kind}
                    </Badge>
                  ) : null}
                  <Text fw={600} size="sm" c={ALARMING.has(n.kind) ? 'red.8' : undefined}>
                    {kindText(n.kind)}
                  </Text>
                </Group>
                <Text size="xs" c="dimmed">
                  {formatDateTime(n.receivedAt)}
                </Text>
              </Group>
              {n.reason ? (
                <>
                  <Text size="sm" mt={4}>
                    {t(`bills.sdiFailure.${n.reason}`)}
                  </Text>
                  {n.message ? (
                    <Text size="xs" c="taupe.8" mt={2} style={{ overflowWrap: 'anywhere' }}>
                      {t('bills.sdiFailure.detail', { detail: n.message })}
                    </Text>
                  ) : null}
                </>
              ) : n.message ? (
                <Text size="sm" mt={4} style={{ overflowWrap: 'anywhere' }}>
                  {n.message}
                </Text>
              ) : null}
              {n.errors.length > 0 ? (
                <List size="sm" mt={4} spacing={2} aria-label={t('bills.sdi.errors')}>
                  {n.errors.map((e) => (
                    <List.Item key={`${e.code}-${e.description}`}>
                      <Text span ff="monospace" fw={700} size="sm">
                        {e.code}
                      </Text>{' '}
                      {e.description}
                      {n !== explainedAbove && sdiErrorHelp(e.code, language) ? (
                        <Text size="xs" c="taupe.7">
                          {sdiErrorHelp(e.code, language)}
                        </Text>
                      ) : null}
                    </List.Item>
                  ))}
                </List>
              ) : null}
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
