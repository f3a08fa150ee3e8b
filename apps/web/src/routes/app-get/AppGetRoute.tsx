import { useEffect } from 'react';
import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconBrandAndroid, IconBrandApple, IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../../features/config';
import { PageSection } from '../../ui/PageSection';

type Platform = 'ios' | 'android' | 'other';

export function detectPlatform(userAgent: string): Platform {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return 'other';
}

/**
 * /app/get — phones go straight to their store (the server does the same by user agent; this
 * is the fallback); other devices get both store links and the guest web app.
 */
export function AppGetRoute() {
  const { t } = useTranslation();
  const config = usePublicConfig();
  const platform = detectPlatform(navigator.userAgent);
  const target = config
    ? platform === 'ios'
      ? config.appStoreUrl
      : platform === 'android'
        ? config.playStoreUrl
        : null
    : null;

  useEffect(() => {
    if (target) window.location.replace(target);
  }, [target]);

  if (!config || target) {
    return (
      <Center py={80}>
        <Stack align="center">
          <Loader />
          <Text c="taupe.7">{t('appGet.redirecting')}</Text>
        </Stack>
      </Center>
    );
  }

  return (
    <PageSection title={t('appGet.title')} lead={t('appGet.text')} size="sm">
      <Stack>
        <Button component="a" href={config.appStoreUrl} size="md" leftSection={<IconBrandApple size={20} />}>
          {t('appGet.appStore')}
        </Button>
        <Button component="a" href={config.playStoreUrl} size="md" leftSection={<IconBrandAndroid size={20} />}>
          {t('appGet.playStore')}
        </Button>
        <Button component="a" href={config.guestAppUrl} size="md" variant="light" leftSection={<IconWorld size={20} />}>
          {t('appGet.webApp')}
        </Button>
      </Stack>
    </PageSection>
  );
}
