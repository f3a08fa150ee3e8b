import { useCallback, useEffect, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { defaultRangeExtractor, useWindowVirtualizer, type Range } from '@tanstack/react-virtual';

/**
 * Rows drawn above and below the window: a short scroll or Page Down shows drawn rows. They come
 * in the task after the frame that showed the rows in the window, so a new list (a screen's data,
 * a search's answer) is on screen before the rows nobody sees yet are drawn (issue 45: at 4× CPU
 * slowdown the four bags under the window doubled the time to the first row).
 */
const OVERSCAN = 4;

/** Runs `task` in a task after the next frame is drawn. */
function afterNextFrame(task: () => void) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => (timer = setTimeout(task, 0)));
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

export interface WindowListRow<T> {
  item: T;
  index: number;
  key: string;
  /** The row's place in the list (absolute, `top` pixels under the list's top); its height is measured. */
  top: number;
  style: CSSProperties;
  /**
   * The ref of the row's node, which carries `data-index={index}`: measured (and re-measured when
   * it changes size) by the virtualiser. The same function on every render.
   */
  measure: (node: HTMLElement | null) => void;
}

/**
 * A long list in the page's own scroll that draws only the rows in and near the window (issue 45:
 * 500 product cards or 300 bags froze the page for seconds). Rows keep their key, so a filtered
 * list keeps the nodes of the rows that still match; `pinned` keys stay drawn wherever they are
 * (the row holding the focus, the card being dragged), so focus and a drag survive a scroll.
 * The list's node gets `listRef` and `listStyle` (its full height); each row its `style` (or
 * `top`), `data-index` and `measure`.
 */
export function useWindowList<T>({
  items,
  keyOf,
  estimate,
  gap,
  pinned = [],
  fresh,
}: {
  items: readonly T[];
  keyOf: (item: T) => string;
  /** A row's height before it is measured (pixels). */
  estimate: number;
  /** Space between rows (pixels). */
  gap: number;
  pinned?: readonly (string | null)[];
  /**
   * A value that changes when the list is a new one (a search's term): its rows in the window are
   * drawn first, those around it after that frame. The first rows of the list always are.
   */
  fresh?: unknown;
}) {
  const listRef = useRef<HTMLElement | null>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  // the list (its `fresh` key) whose rows around the window are drawn: a new one draws the window's rows first
  const [overscanned, setOverscanned] = useState<{ fresh: unknown } | null>(null);
  const overscanning = overscanned !== null && Object.is(overscanned.fresh, fresh);
  const hasItems = items.length > 0;
  useEffect(() => {
    if (overscanning || !hasItems) return;
    return afterNextFrame(() => setOverscanned({ fresh }));
  }, [overscanning, hasItems, fresh]);
  const pinnedIndexes = pinned
    .filter((key): key is string => key !== null)
    .map((key) => items.findIndex((item) => keyOf(item) === key))
    .filter((index) => index >= 0);
  const pinnedKey = pinnedIndexes.join(',');
  const rangeExtractor = useCallback(
    (range: Range) => {
      const extra = pinnedKey === '' ? [] : pinnedKey.split(',').map(Number);
      return [...new Set([...defaultRangeExtractor(range), ...extra])].sort((a, b) => a - b);
    },
    [pinnedKey],
  );
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => estimate,
    gap,
    overscan: overscanning ? OVERSCAN : 0,
    scrollMargin,
    getItemKey: (index) => {
      const item = items[index];
      return item === undefined ? index : keyOf(item);
    },
    rangeExtractor,
    // React 19 warns about flushSync inside its own lifecycle; a scroll's re-render is not urgent
    useFlushSync: false,
  });
  // where the list starts in the page: the rows' offsets count from there
  useLayoutEffect(() => {
    const node = listRef.current;
    if (!node) return;
    const update = () => setScrollMargin(Math.round(node.getBoundingClientRect().top + window.scrollY));
    update();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(document.body);
    return () => observer?.disconnect();
  }, []);

  // stable: a row's ref does not change between renders, so a memoised row is not measured again
  const measure = virtualizer.measureElement;
  const rows: WindowListRow<T>[] = virtualizer.getVirtualItems().flatMap((virtual) => {
    const item = items[virtual.index];
    if (item === undefined) return [];
    const top = virtual.start - scrollMargin;
    return [
      {
        item,
        index: virtual.index,
        key: String(virtual.key),
        top,
        style: { position: 'absolute', top, left: 0, right: 0 },
        measure,
      },
    ];
  });
  const listStyle: CSSProperties = { position: 'relative', height: virtualizer.getTotalSize() };
  /** Brings a row into the window (drawn at once); its node is there after the next render. */
  const scrollToIndex = (index: number) => virtualizer.scrollToIndex(index, { align: 'auto' });
  return { listRef, listStyle, rows, scrollToIndex };
}
