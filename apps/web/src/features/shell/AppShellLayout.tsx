import {
  AppShell,
  Avatar,
  Divider,
  Group,
  Menu,
  NavLink,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
  useMantineTheme,
} from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconChevronDown, IconDeviceMobile, IconLogout, IconSettings } from '@tabler/icons-react';
import { useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { User } from '../../api/operations';
import { canAccess, homeOf } from '../../routes/access';
import { PAGE_BACKGROUND } from '../../ui/theme';
import { useAuth } from '../auth';
import { ConsentBanner } from '../consent';
import { HelpButton, PageTutorial } from '../help';
import { UnreadBadge, useUnreadCount } from '../messages';
import { navigationFor } from './navigation';
import { ShellBody } from './ShellBody';
import { ShellBrand } from './ShellBrand';

function isActive(pathname: string, to: string): boolean {
  return pathname === to || (to !== '/orders' && pathname.startsWith(`${to}/`));
}

const MENU_ID = 'app-menu';

/** Two letters for the avatar: first letters of the first two words, else the first two letters. */
function initials(name: string): string {
  const words = name.split(/[\s-]+/).filter(Boolean);
  const [first, second] = words;
  const letters = first && second ? first.charAt(0) + second.charAt(0) : name.slice(0, 2);
  return letters.toUpperCase();
}

/**
 * The brand with the burger's unread count. The count is read here, not by the frame: its answer (and each poll's
 * change) redraws the burger, not the whole signed-in frame with the screen's footer, tutorial and menus.
 */
function SignedInBrand({
  withUnread,
  ...brand
}: Omit<ComponentProps<typeof ShellBrand>, 'unread'> & { withUnread: boolean }) {
  const unread = useUnreadCount(withUnread);
  return <ShellBrand {...brand} unread={unread} />;
}

/**
 * Logged-in frame: header with the user menu, a role-based sidebar (a drawer on phones, inert
 * while closed so nobody tabs into it off-screen, its items drawn once it is first opened), the footer.
 */
export function AppShellLayout({ user }: { user: User }) {
  const { t } = useTranslation();
  const { logout } = useAuth();
  const { pathname } = useLocation();
  const [opened, { toggle, close }] = useDisclosure(false);
  // on a phone the menu's items are drawn once it is first opened (and kept, so it slides out whole): a
  // closed drawer is a fifth of the first screen's elements that nobody sees (Lighthouse's blocking time)
  const [drawn, setDrawn] = useState(false);
  if (opened && !drawn) setDrawn(true);
  const theme = useMantineTheme();
  const isDesktop = useMediaQuery(`(min-width: ${theme.breakpoints.sm})`, undefined, {
    getInitialValueInEffect: false,
  });
  const items = navigationFor(user.kind);

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding={0}
      bg={PAGE_BACKGROUND}
    >
      <ConsentBanner />
      <AppShell.Header withBorder px={{ base: 'sm', sm: 'lg' }} bg="white">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <SignedInBrand
            opened={opened}
            onToggle={toggle}
            controls={MENU_ID}
            home={homeOf(user.kind).to}
            withUnread={items.some((item) => item.badge === 'unreadMessages')}
          />
          <Group gap="xs" wrap="nowrap">
            <HelpButton user={user} />
            <Menu position="bottom-end" width={220}>
              <Menu.Target>
                <UnstyledButton aria-label={user.displayName}>
                  <Group gap="xs" wrap="nowrap">
                    <Avatar color="brown" radius="xl" size={34}>
                      {initials(user.displayName)}
                    </Avatar>
                    <div style={{ lineHeight: 1.1 }}>
                      <Text size="sm" fw={600} c="brown.8" visibleFrom="xs">
                        {user.displayName}
                      </Text>
                      <Text size="xs" c="taupe.7" visibleFrom="xs">
                        {t(`kinds.${user.kind}`)}
                      </Text>
                    </div>
                    <IconChevronDown size={14} aria-hidden />
                  </Group>
                </UnstyledButton>
              </Menu.Target>
              <Menu.Dropdown>
                {canAccess(user.kind, 'settings') ? (
                  <Menu.Item component={Link} to="/settings" leftSection={<IconSettings size={16} />}>
                    {t('nav.settings')}
                  </Menu.Item>
                ) : null}
                {canAccess(user.kind, 'appDownload') ? (
                  <>
                    <Menu.Item component="a" href="/app/get" leftSection={<IconDeviceMobile size={16} />}>
                      {t('nav.appDownload')}
                    </Menu.Item>
                    <Menu.Divider />
                  </>
                ) : null}
                <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={logout}>
                  {t('nav.logout')}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar id={MENU_ID} p="sm" aria-label={t('common.menu')} inert={!isDesktop && !opened}>
        {isDesktop || drawn ? (
          <>
            <AppShell.Section grow component={ScrollArea}>
              <Stack gap={2}>
                {items.map((item) => (
                  <NavLink
                    key={item.to}
                    component={Link}
                    to={item.to}
                    label={t(item.label)}
                    leftSection={<item.icon size={18} />}
                    rightSection={item.badge === 'unreadMessages' ? <UnreadBadge /> : undefined}
                    active={isActive(pathname, item.to)}
                    onClick={close}
                  />
                ))}
              </Stack>
            </AppShell.Section>
            <AppShell.Section>
              <Divider my="sm" color="taupe.2" />
              {canAccess(user.kind, 'appDownload') ? (
                <NavLink
                  component="a"
                  href="/app/get"
                  label={t('nav.appDownload')}
                  leftSection={<IconDeviceMobile size={18} />}
                />
              ) : null}
              {/* an action, not an address: a button (crawlers and screen readers meet no link without a target) */}
              <NavLink
                component="button"
                label={t('nav.logout')}
                leftSection={<IconLogout size={18} />}
                onClick={logout}
                c="red.9"
              />
            </AppShell.Section>
          </>
        ) : null}
      </AppShell.Navbar>

      <ShellBody above={<PageTutorial user={user} />} Main={AppShell.Main} fillViewport />
    </AppShell>
  );
}
