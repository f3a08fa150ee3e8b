import { useCallback, useState, type ReactNode } from 'react';

/**
 * Renders `children` once the frame comes near the viewport, and keeps them from then on. Until then the
 * frame holds its place (`height`), so nothing below it moves when the content arrives. For heavy parts
 * below the fold (the dashboard's charts): a phone's first load does not spend its main thread on what
 * nobody sees yet. Where the browser has no IntersectionObserver, the content is rendered at once.
 */
export function WhenSeen({ height, children }: { height: number; children: ReactNode }) {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  const watch = useCallback((frame: HTMLDivElement | null) => {
    if (frame === null) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setSeen(true);
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(frame);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={seen ? undefined : watch} style={{ minHeight: height }}>
      {seen ? children : null}
    </div>
  );
}
