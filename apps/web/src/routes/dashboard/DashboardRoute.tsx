import { Alert, Anchor, Badge, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { User } from '../../api/operations';
import { canAccess } from '../access';
import { DashboardPanel } from '../../features/dashboard';
import { UndocketedTodayAlert } from '../../features/compile';

/** /dashboard — welcome card, then the viewer's own series, totals and news feed. */
export function DashboardRoute({ user }: { user: User }) {
  const { t } = useTranslation();
  return (
    <Container size="lg" py="xl" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="lg">
        <Card withBorder padding="xl" shadow="xs" bg="brown.8" c="white">
          <Stack gap="xs">
            <Title order={1} fz={{ base: 24, sm: 30 }} c="white">
              {t('dashboard.welcome', { name: user.displayName })}
            </Title>
            <Group gap="xs">
              <Text c="brown.1" size="sm">
                {t('dashboard.signedInAs')}
              </Text>
              <Badge color="brown.1" c="brown.9" variant="filled" data-testid="user-kind">
                {t(`kinds.${user.kind}`)}
              </Badge>
              {user.bakery ? (
                <Text c="brown.1" size="sm">
                  {t('dashboard.bakery', { name: user.bakery.name })}
                </Text>
              ) : null}
              {user.host ? (
                <Text c="brown.1" size="sm">
                  {t('dashboard.host', { name: user.host.name })}
                </Text>
              ) : null}
            </Group>
          </Stack>
        </Card>
        {user.needsDataCompletion && canAccess(user.kind, 'settings') ? (
          <Alert role="status" color="yellow" variant="light" icon={<IconInfoCircle size={18} />}>
            <Anchor component={Link} to="/settings" c="inherit" underline="always">
              {t('dashboard.dataCompletion')}
            </Anchor>
          </Alert>
        ) : null}
        {user.kind === 'BAKERY' ? <UndocketedTodayAlert /> : null}
        <DashboardPanel kind={user.kind} />
      </Stack>
    </Container>
  );
}
