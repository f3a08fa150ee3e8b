import { Anchor, Container, Divider, Group, Stack, Text } from '@mantine/core';
import { IconDeviceMobile } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BRAND } from '../../brand';
import { canAccess } from '../../routes/access';
import { useCurrentUser } from '../auth';
import { usePublicConfig } from '../config';
import { LanguageSwitch } from '../language';

const LEGAL_LINKS = [
  { to: '/tos', label: 'nav.terms' },
  { to: '/privacy', label: 'nav.privacy' },
  { to: '/impressum', label: 'nav.imprint' },
  { to: '/sitemap', label: 'nav.sitemap' },
  { to: '/faq', label: 'help.faqShort' },
] as const;

/**
 * Footer of every page: legal links, app download, language switch, copyright
 * (requirements/platform-and-contract.md#screens-and-who-may-open-them).
 */
export function SiteFooter() {
  const { t } = useTranslation();
  const config = usePublicConfig();
  const year = new Date().getFullYear();
  const user = useCurrentUser();
  // the guest app is for a bakery's accounts and their guests, not for the platform operator
  const showApp = !user || canAccess(user.kind, 'appDownload');

  return (
    // Beside the desktop sidebar of the logged-in frame, like <main>.
    <footer style={{ paddingInlineStart: 'var(--app-shell-navbar-offset, 0rem)' }}>
      <Divider color="taupe.2" />
      <Container size="lg" py="lg">
        <Stack gap="sm">
          <Group justify="space-between" align="center" gap="md" wrap="wrap">
            <Group gap="md" wrap="wrap" component="nav" aria-label={t('footer.navLabel')}>
              {LEGAL_LINKS.map((link) => (
                <Anchor key={link.to} component={Link} to={link.to} size="sm" c="taupe.7">
                  {t(link.label)}
                </Anchor>
              ))}
              {showApp ? (
                <Anchor href="/app/get" size="sm" c="taupe.7">
                  <Group gap={4} component="span" wrap="nowrap">
                    <IconDeviceMobile size={14} aria-hidden />
                    {t('nav.appDownload')}
                  </Group>
                </Anchor>
              ) : null}
            </Group>
            <LanguageSwitch />
          </Group>
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Text size="xs" c="taupe.7">
              {t('footer.copyright', { year, company: BRAND.company })}
            </Text>
            {config?.devOutbox ? (
              <Anchor href="/dev/outbox" size="xs" c="taupe.7">
                {t('footer.outbox')}
              </Anchor>
            ) : null}
          </Group>
        </Stack>
      </Container>
    </footer>
  );
}
