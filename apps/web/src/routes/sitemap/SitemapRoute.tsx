import { Anchor, List, SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser } from '../../features/auth';
import { usePublicConfig } from '../../features/config';
import { navigationFor } from '../../features/shell';
import { canAccess } from '../access';
import { routeName } from '../document-title';
import { PUBLIC_ROUTES, type PublicRoute, type SitemapGroup } from '../public-routes';
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

/** /sitemap — every page the visitor can open, from the route tables: the public ones, or a signed-in user's menu. */
export function SitemapRoute() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const config = usePublicConfig();

  const offered = (route: PublicRoute) => route.only === undefined || Boolean(config?.[route.only]);
  const linkOf = (route: PublicRoute): SitemapLink => ({
    to: route.path,
    label: routeName(route.path, t) ?? route.path,
    external: route.external,
  });
  const group = (name: SitemapGroup) =>
    PUBLIC_ROUTES.filter((route) => route.sitemap === name && (!user || route.signedIn) && offered(route)).map(linkOf);

  const pages: SitemapLink[] = user
    ? [
        ...navigationFor(user.kind).map((item) => ({ to: item.to, label: t(item.label) })),
        ...(canAccess(user.kind, 'appDownload')
          ? [{ to: '/app/get', label: t('nav.appDownload'), external: true }]
          : []),
      ]
    : group('pages');

  return (
    <PageSection title={t('sitemap.title')}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
        <LinkList title={user ? t('sitemap.yours') : t('sitemap.public')} links={pages} />
        <LinkList title={t('nav.sectionHelp')} links={group('help')} />
        <LinkList title={t('sitemap.legal')} links={group('legal')} />
      </SimpleGrid>
    </PageSection>
  );
}
