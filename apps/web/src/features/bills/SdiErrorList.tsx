import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { sdiErrorFix, sdiErrorHelp } from '@bakery/core';
import type { BillDetail, SdiNotification } from '../../api/operations';
import { clientEditPath } from '../clients';
import { useLanguage } from '../../i18n/use-language';

/** Where the bakery fixes the data a rejection is about: the client's billing data or its own seller data. */
function FixLink({ code, client }: { code: string; client: BillDetail['client'] }) {
  const { t } = useTranslation();
  const fix = sdiErrorFix(code);
  const to = fix === 'CLIENT' && client ? clientEditPath(client) : fix === 'SELLER' ? '/settings?tab=documents' : null;
  if (!to) return null;
  return (
    <Anchor component={Link} to={to} size="sm" fw={600}>
      {fix === 'CLIENT' ? t('bills.rejection.openClient') : t('bills.rejection.openSeller')}
      <IconArrowRight size={14} style={{ marginInlineStart: 4, verticalAlign: 'middle' }} aria-hidden />
    </Anchor>
  );
}

/**
 * SdI's error codes of a rejection (NS): each with SdI's own description (Italian, naming the
 * element) and what it means for the bakery and where it is fixed (core sdiErrorHelp), in the
 * user's language, with a link to that screen.
 */
export function SdiErrorList({ errors, client }: { errors: SdiNotification['errors']; client: BillDetail['client'] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (errors.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('bills.rejection.noErrors')}
      </Text>
    );
  }
  return (
    <Stack component="ul" gap="sm" p={0} m={0} aria-label={t('bills.sdi.errors')}>
      {errors.map((e) => (
        <Stack
          key={`${e.code}-${e.description}`}
          component="li"
          gap={4}
          style={{ listStyle: 'none' }}
          aria-label={e.code}
        >
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <Badge variant="outline" color="red" ff="monospace" style={{ flexShrink: 0 }}>
              {e.code}
            </Badge>
            <Text size="sm" fs="italic" style={{ overflowWrap: 'anywhere' }}>
              {e.description}
            </Text>
          </Group>
          <Text size="sm">{sdiErrorHelp(e.code, language) ?? t('bills.rejection.noHelp')}</Text>
          <FixLink code={e.code} client={client} />
        </Stack>
      ))}
    </Stack>
  );
}
