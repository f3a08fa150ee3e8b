import { Suspense, type CSSProperties, type ReactNode } from 'react';
import { Anchor, Button, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { lazyWithRetry } from '../../routes/lazy-with-retry';
import { PAGE_BACKGROUND } from '../../ui/theme';
import { usePublicConfig } from '../config';
import { ConsentGate } from '../consent';
import classes from './PublicShell.module.css';
import { ShellBody } from './ShellBody';
import { ShellBrand } from './ShellBrand';

const MENU_ID = 'public-menu';

const PublicMenu = lazyWithRetry(
  () => import('./PublicMenu'),
  (module) => module.PublicMenu,
);

/** <main> of the logged-out frame, below the fixed header. */
function PublicMain({ style, children }: { style?: CSSProperties; children: ReactNode }) {
  return (
    <main className={classes.main} style={style}>
      {children}
    </main>
  );
}

/**
 * Logged-out frame: header with login/prices/imprint, a phone menu repeating it, the footer. Plain
 * elements rather than Mantine's AppShell, so the sign-in page loads little. The menu exists only
 * while opened on a small screen, so nobody tabs into it off-screen.
 */
export function PublicShell() {
  const { t } = useTranslation();
  const config = usePublicConfig();
  const [opened, { toggle, close }] = useDisclosure(false);

  return (
    <div style={{ backgroundColor: PAGE_BACKGROUND }}>
      <ConsentGate />
      <header className={classes.header}>
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
      </header>

      {opened ? (
        <Suspense fallback={null}>
          <PublicMenu id={MENU_ID} onNavigate={close} />
        </Suspense>
      ) : null}

      <ShellBody Main={PublicMain} />
    </div>
  );
}
