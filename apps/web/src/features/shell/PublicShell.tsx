import { AppShell, Anchor, Button, Group, NavLink, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDeviceMobile, IconInfoCircle, IconLogin, IconMessage, IconTag, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PAGE_BACKGROUND } from '../../ui/theme';
import { usePublicConfig } from '../config/PublicConfigProvider';
import { ConsentBanner } from '../consent/ConsentBanner';
import { ShellBody } from './ShellBody';
import { ShellBrand } from './ShellBrand';

const MENU_ID = 'public-menu';

/**
 * Logged-out frame: header with login/prices/imprint, a mobile menu repeating it, the footer.
 * The menu exists only while opened on a small screen, so nobody tabs into it off-screen.
 */
export function PublicShell() {
  const { t } = useTranslation();
  const config = usePublicConfig();
  const { pathname } = useLocation();
  const [opened, { toggle, close }] = useDisclosure(false);

  const sidebarLinks = [
    { to: '/login', label: t('nav.login'), icon: IconLogin, show: true },
    { to: '/register', label: t('nav.register'), icon: IconUserPlus, show: Boolean(config?.registrationOpen) },
    { to: '/plans', label: t('nav.plans'), icon: IconTag, show: Boolean(config?.showPrices) },
    { to: '/about', label: t('nav.about'), icon: IconInfoCircle, show: true },
    { to: '/chat/create', label: t('nav.contact'), icon: IconMessage, show: true },
  ];

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 280, breakpoint: 'sm', collapsed: { desktop: true, mobile: !opened } }}
      padding={0}
      bg={PAGE_BACKGROUND}
    >
      <ConsentBanner />
      <AppShell.Header withBorder px={{ base: 'sm', sm: 'lg' }} bg="white">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <ShellBrand opened={opened} onToggle={toggle} controls={opened ? MENU_ID : undefined} home="/login" />
          <Group gap="lg" visibleFrom="sm" component="nav" aria-label={t('nav.headerLabel')}>
            {config?.showPrices ? (
              <Anchor component={Link} to="/plans" c="brown.8" fw={500}>
                {t('nav.plans')}
              </Anchor>
            ) : null}
            <Anchor component={Link} to="/impressum" c="brown.8" fw={500}>
              {t('nav.imprint')}
            </Anchor>
            <Anchor component={Link} to="/chat/create" c="brown.8" fw={500}>
              {t('nav.contact')}
            </Anchor>
            <Button component={Link} to="/login" leftSection={<IconLogin size={16} />}>
              {t('nav.login')}
            </Button>
          </Group>
          <Button component={Link} to="/login" hiddenFrom="sm" size="compact-md" variant="light">
            {t('nav.login')}
          </Button>
        </Group>
      </AppShell.Header>

      {opened ? (
        <AppShell.Navbar id={MENU_ID} p="sm" hiddenFrom="sm" aria-label={t('common.menu')}>
          <Stack gap={2}>
            {sidebarLinks
              .filter((link) => link.show)
              .map((link) => (
                <NavLink
                  key={link.to}
                  component={Link}
                  to={link.to}
                  label={link.label}
                  leftSection={<link.icon size={18} />}
                  active={pathname === link.to}
                  onClick={close}
                />
              ))}
            <NavLink
              component="a"
              href="/app/get"
              label={t('nav.appDownload')}
              leftSection={<IconDeviceMobile size={18} />}
            />
          </Stack>
        </AppShell.Navbar>
      ) : null}

      <ShellBody />
    </AppShell>
  );
}
