import { Anchor, Button, Container, Divider, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isLanguage } from '@bakery/core';
import { usePublicConfig } from '../../features/config/PublicConfigProvider';
import { formatDate } from '../../i18n/format';
import { BrandLogo } from '../../ui/BrandLogo';

/**
 * /printInstruction/… — a printable sheet for a guest, in the guest's language, with the sign-in
 * data. Stands outside the app frame so it prints on its own.
 */
export function PrintInstructionRoute() {
  const { t: viewerT, i18n } = useTranslation();
  const params = useParams();
  const config = usePublicConfig();
  const language = isLanguage(params.language) ? params.language : 'de';
  const t = i18n.getFixedT(language);
  const { username = '', password = '', host = '', bakery = '', deadline = '', from = '', to = '' } = params;

  return (
    <Container size={720} py="xl" px="md">
      <Group justify="space-between" mb="md" className="no-print">
        <Anchor component={Link} to="/clients">
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden />
            {viewerT('common.back')}
          </Group>
        </Anchor>
        <Button leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
          {viewerT('printInstruction.print')}
        </Button>
      </Group>
      <Paper withBorder p="xl" lang={language}>
        <Stack gap="lg">
          <BrandLogo />
          <Title order={1} c="brown.8" fz={28}>
            {t('printInstruction.title')}
          </Title>
          <Text size="lg">{t('printInstruction.intro', { host, bakery })}</Text>
          <Divider color="taupe.2" />
          <Title order={2} fz="lg" c="brown.8">
            {t('printInstruction.loginData')}
          </Title>
          <Table withRowBorders={false} fz="lg" maw={480}>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th w={180}>{t('common.username')}</Table.Th>
                <Table.Td ff="monospace">{username}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('password.label')}</Table.Th>
                <Table.Td ff="monospace">{password}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
          {config?.guestAppUrl ? (
            <Text size="lg" fw={600} c="brown.8">
              {config.guestAppUrl}
            </Text>
          ) : null}
          <Divider color="taupe.2" />
          {from && to ? <Text>{t('printInstruction.stay', { from: formatDate(from), to: formatDate(to) })}</Text> : null}
          {deadline ? <Text>{t('printInstruction.deadline', { deadline })}</Text> : null}
        </Stack>
      </Paper>
    </Container>
  );
}
