import type { ReactNode } from 'react';
import { AppShell } from '@mantine/core';
import { Outlet } from 'react-router';
import { SiteFooter } from './SiteFooter';

/**
 * The page below the header: <main> with the route, then the footer as the page's own landmark
 * (contentinfo), outside <main>. Together they fill at least the viewport. `above` goes first in <main> (the
 * logged-in screens' tutorial).
 */
export function ShellBody({ above }: { above?: ReactNode }) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', minHeight: '100dvh' }}>
      <AppShell.Main style={{ flex: 1, minHeight: 'auto' }}>
        {above}
        <Outlet />
      </AppShell.Main>
      <SiteFooter />
    </div>
  );
}
