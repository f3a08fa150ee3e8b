import { NavLink, Stack } from '@mantine/core';
import { IconDeviceMobile, IconInfoCircle, IconLogin, IconMessage, IconTag, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { usePublicConfig } from '../config';
import classes from './PublicShell.module.css';

/**
 * The phone menu of the logged-out frame, below its header (PublicShell.tsx): a chunk of its own,
 * fetched when the burger first opens it.
 */
export function PublicMenu({ id, onNavigate }: { id: string; onNavigate: () => void }) {
  const { t } = useTranslation();
  const config = usePublicConfig();
  const { pathname } = useLocation();
  const links = [
    { to: '/login', label: t('nav.login'), icon: IconLogin, show: true },
    { to: '/register', label: t('nav.register'), icon: IconUserPlus, show: Boolean(config?.registrationOpen) },
    { to: '/plans', label: t('nav.plans'), icon: IconTag, show: Boolean(config?.showPrices) },
    { to: '/about', label: t('nav.about'), icon: IconInfoCircle, show: true },
    { to: '/chat/create', label: t('nav.contact'), icon: IconMessage, show: true },
  ];
  return (
    <nav id={id} className={`${classes.menu} mantine-hidden-from-sm`} aria-label={t('common.menu')}>
      <Stack gap={2}>
        {links
          .filter((link) => link.show)
          .map((link) => (
            <NavLink
              key={link.to}
              component={Link}
              to={link.to}
              label={link.label}
              leftSection={<link.icon size={18} />}
              active={pathname === link.to}
              onClick={onNavigate}
            />
          ))}
        <NavLink
          component="a"
          href="/app/get"
          label={t('nav.appDownload')}
          leftSection={<IconDeviceMobile size={18} />}
        />
      </Stack>
    </nav>
  );
}
