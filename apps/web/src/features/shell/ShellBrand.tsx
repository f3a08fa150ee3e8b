import { Anchor, Burger, Group } from '@mantine/core';
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
}

/** Left side of both headers: the phone-menu burger and the logo. */
export function ShellBrand({ opened, onToggle, controls, home }: ShellBrandProps) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap">
      <Burger
        opened={opened}
        onClick={onToggle}
        hiddenFrom="sm"
        size="sm"
        aria-label={t('common.menu')}
        aria-expanded={opened}
        aria-controls={controls}
      />
      <Anchor component={Link} to={home} underline="never" aria-label="Brotzeit">
        <BrandLogo tagline={t('brand.tagline')} />
      </Anchor>
    </Group>
  );
}
