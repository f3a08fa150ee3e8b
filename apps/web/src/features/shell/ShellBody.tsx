import { AppShell } from '@mantine/core';
import { Outlet } from 'react-router';
import { SiteFooter } from './SiteFooter';

/**
 * The page below the header: <main> with the route, then the footer as the page's own landmark
 * (contentinfo), outside <main>. Together they fill at least the viewport.
 */
export function ShellBody() {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', minHeight: '100dvh' }}>
      <AppShell.Main style={{ flex: 1, minHeight: 'auto' }}>
        <Outlet />
      </AppShell.Main>
      <SiteFooter />
    </div>
  );
}
