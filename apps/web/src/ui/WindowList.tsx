import { useState, type FocusEvent, type ReactNode } from 'react';
import { useWindowList } from './useWindowList';

/**
 * A plain long list (`<ul>`) in the page's own scroll that draws only the rows in and near the
 * window (useWindowList): a host's 500 offers and 500 take-overs mounted every card at once
 * (issue 45, item 13). Each row is an `<li>` named by `nameOf` (and `data-testid`); the row holding
 * the focus stays drawn while the page scrolls. Give `renderItem` a memoised card, so a change in
 * one row draws that row only.
 */
export function WindowList<T>({
  items,
  keyOf,
  nameOf,
  renderItem,
  label,
  estimate,
  gap,
  testId,
}: {
  items: readonly T[];
  keyOf: (item: T) => string;
  nameOf: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  label: string;
  /** A row's height before it is measured, and the space between rows (pixels). */
  estimate: number;
  gap: number;
  testId?: string;
}) {
  const [focused, setFocused] = useState<string | null>(null);
  const { listRef, listStyle, rows } = useWindowList({ items, keyOf, estimate, gap, pinned: [focused] });
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const row = (event.target as HTMLElement).closest<HTMLElement>('li[data-index]');
    const item = row ? items[Number(row.dataset.index)] : undefined;
    if (item !== undefined && keyOf(item) !== focused) setFocused(keyOf(item));
  };
  return (
    <ul
      ref={(node) => void (listRef.current = node)}
      aria-label={label}
      style={{ ...listStyle, padding: 0, margin: 0 }}
      onFocus={onFocus}
    >
      {rows.map(({ item, index, key, style, measure }) => (
        <li
          key={key}
          ref={measure}
          data-index={index}
          aria-label={nameOf(item)}
          data-testid={testId}
          style={{ ...style, listStyle: 'none' }}
        >
          {renderItem(item)}
        </li>
      ))}
    </ul>
  );
}
