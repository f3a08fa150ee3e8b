import { Anchor, List, SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser } from '../../features/auth/AuthProvider';
import { usePublicConfig } from '../../features/config/PublicConfigProvider';
import { navigationFor } from '../../features/shell/navigation';
import { canAccess } from '../access';
import { PageSection } from '../../ui/PageSection';

interface SitemapLink {
  to: string;
  label: string;
  /** Served by the server (redirect by device), so a full page load. */
  external?: boolean;
}

function LinkList({ title, links }: { title: string; links: SitemapLink[] }) {
  return (
    <Stack gap="xs">
      <Title order={2} fz="lg" c="brown.8">
        {title}
      </Title>
      <List spacing={6}>
        {links.map((link) => (
          <List.Item key={link.to}>
            {link.external ? (
              <Anchor href={link.to}>{link.label}</Anchor>
            ) : (
              <Anchor component={Link} to={link.to}>
                {link.label}
              </Anchor>
            )}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

/** /sitemap — links to every page the visitor can open: the public ones, or a signed-in user's own. */
export function SitemapRoute() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const config = usePublicConfig();

  const pages: SitemapLink[] = user
    ? navigationFor(user.kind).map((item) => ({ to: item.to, label: t(item.label) }))
    : [
        { to: '/login', label: t('nav.login') },
        ...(config?.registrationOpen ? [{ to: '/register', label: t('nav.register') }] : []),
        ...(config?.showPrices ? [{ to: '/plans', label: t('nav.plans') }] : []),
        { to: '/about', label: t('nav.about') },
        { to: '/chat/create', label: t('nav.contact') },
      ];
  if (!user || canAccess(user.kind, 'appDownload'))
    pages.push({ to: '/app/get', label: t('nav.appDownload'), external: true });

  const legal: SitemapLink[] = [
    { to: '/tos', label: t('legal.tos.title') },
    { to: '/privacy', label: t('legal.privacy.title') },
    { to: '/impressum', label: t('legal.imprint.title') },
    { to: '/sitemap', label: t('sitemap.title') },
  ];

  return (
    <PageSection title={t('sitemap.title')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
        <LinkList title={user ? t('sitemap.yours') : t('sitemap.public')} links={pages} />
        <LinkList title={t('sitemap.legal')} links={legal} />
      </SimpleGrid>
    </PageSection>
  );
}
