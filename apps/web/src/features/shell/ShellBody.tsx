import { Suspense, type ComponentType, type CSSProperties, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { LoadingState } from '../../ui/LoadStates';
import { SiteFooter } from './SiteFooter';

/**
 * The page below the header: <main> with the route, then the footer as the page's own landmark
 * (contentinfo), outside <main>. Together they fill at least the viewport. `above` goes first in <main> (the
 * logged-in screens' tutorial), in the screen's Suspense boundary. A screen in a chunk of its own shows a loader in its place until it is there.
 * `Main` is the frame's <main>: AppShell.Main signed in, a plain one in the logged-out frame.
 * `fillViewport`: <main> alone fills the first screen, so the footer starts below it and does not jump down
 * when a screen's data arrives (the signed-in screens load theirs after the frame; layout shift).
 */
export function ShellBody({
  above,
  fillViewport = false,
  Main,
}: {
  above?: ReactNode;
  fillViewport?: boolean;
  Main: ComponentType<{ style?: CSSProperties; children: ReactNode }>;
}) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', minHeight: '100dvh' }}>
      <Main style={{ flex: 1, minHeight: fillViewport ? '100dvh' : 'auto' }}>
        {/* a screen's chunk (or the texts of what goes above it) on their way: the frame stays, the place of
            the screen waits, and both appear together (nothing is pushed down afterwards) */}
        <Suspense fallback={<LoadingState />}>
          {above}
          <Outlet />
        </Suspense>
      </Main>
      <SiteFooter />
    </div>
  );
}
