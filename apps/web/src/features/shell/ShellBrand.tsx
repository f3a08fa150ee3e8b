import { Anchor, Burger, Group, Indicator } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandLogo } from '../../ui/BrandLogo';

interface ShellBrandProps {
  /** Whether the phone menu is open. */
  opened: boolean;
  onToggle: () => void;
  /** Id of the menu the burger opens, while that menu is in the page. */
  controls: string | undefined;
  /** Where the logo leads: the dashboard when signed in, the login otherwise. */
  home: string;
  /** Conversations with unread messages: on a phone the menu is closed, so its burger carries the count. */
  unread?: number;
}

/** Left side of both headers: the phone-menu burger and the logo. */
export function ShellBrand({ opened, onToggle, controls, home, unread = 0 }: ShellBrandProps) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap">
      <Indicator label={unread} size={16} color="red" disabled={unread === 0 || opened} hiddenFrom="sm">
        <Burger
          opened={opened}
          onClick={onToggle}
          size="sm"
          aria-label={unread > 0 ? t('common.menuUnread', { count: unread }) : t('common.menu')}
          aria-expanded={opened}
          aria-controls={controls}
        />
      </Indicator>
      <Anchor component={Link} to={home} underline="never" aria-label="Brotzeit">
        <BrandLogo tagline={t('brand.tagline')} />
      </Anchor>
    </Group>
  );
}
