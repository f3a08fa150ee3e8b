import { Suspense, type ComponentType, type CSSProperties, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { LoadingState } from '../../ui/LoadStates';
import { SiteFooter } from './SiteFooter';

/**
 * The page below the header: <main> with the route, then the footer as the page's own landmark
 * (contentinfo), outside <main>. Together they fill at least the viewport. `above` goes first in <main> (the
 * logged-in screens' tutorial). A screen in a chunk of its own shows a loader in its place until it is there.
 * `Main` is the frame's <main>: AppShell.Main signed in, a plain one in the logged-out frame.
 */
export function ShellBody({
  above,
  Main,
}: {
  above?: ReactNode;
  Main: ComponentType<{ style?: CSSProperties; children: ReactNode }>;
}) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', minHeight: '100dvh' }}>
      <Main style={{ flex: 1, minHeight: 'auto' }}>
        {above}
        {/* a screen's chunk on its way: the frame stays, the place of the screen waits */}
        <Suspense fallback={<LoadingState />}>
          <Outlet />
        </Suspense>
      </Main>
      <SiteFooter />
    </div>
  );
}
