import { Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const BENEFITS = ['orders', 'bakeList', 'bills', 'guests'] as const;

/** Brand panel beside the sign-in card on wide screens; AuthCard puts it after the card, so its h2 follows the h1. */
export function LoginHero() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" pr="md">
      <Title order={2} fz={40} lh={1.15} c="brown.8">
        {t('auth.heroTitle')}
      </Title>
      <Text size="lg" c="taupe.7">
        {t('auth.heroText')}
      </Text>
      <Stack gap="sm">
        {BENEFITS.map((benefit) => (
          <Group key={benefit} gap="sm" wrap="nowrap">
            <ThemeIcon size={24} radius="xl" color="brown.7" aria-hidden>
              <IconCheck size={15} />
            </ThemeIcon>
            <Text c="dark.6">{t(`plans.benefits.${benefit}`)}</Text>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}
