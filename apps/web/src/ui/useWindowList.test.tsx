import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useWindowList } from './useWindowList';

/** Rows of 100 px in jsdom's 1024×768 window: eight reach into it, four more are drawn around it once it settled. */
const ROW = 100;
const IN_WINDOW = 8;
const AROUND = 4;

function List({ items, fresh }: { items: string[]; fresh?: unknown }) {
  const { listRef, listStyle, rows } = useWindowList({
    items,
    keyOf: (item) => item,
    estimate: ROW,
    gap: 0,
    fresh,
  });
  return (
    <ul ref={(node) => void (listRef.current = node)} style={listStyle}>
      {rows.map(({ item, key, index, style }) => (
        <li key={key} data-index={index} style={style}>
          {item}
        </li>
      ))}
    </ul>
  );
}

const drawn = () => screen.queryAllByRole('listitem').map((row) => row.textContent);
const items = (prefix: string) => Array.from({ length: 200 }, (_, i) => `${prefix} ${i}`);

describe('useWindowList (issue 45: the first rows of a long list at 4× CPU slowdown)', () => {
  it('draws the rows in the window first and those around it after that frame', async () => {
    render(<List items={items('Brot')} />);
    // the commit the user sees first: the window's rows only
    expect(drawn()).toHaveLength(IN_WINDOW);
    await waitFor(() => expect(drawn()).toHaveLength(IN_WINDOW + AROUND));
    expect(drawn()[0]).toBe('Brot 0');
  });

  it('draws a new list (its fresh key changed) in the same order, and keeps the rows around a list that only changed', async () => {
    const { rerender } = render(<List items={items('Brot')} fresh="brot" />);
    await waitFor(() => expect(drawn()).toHaveLength(IN_WINDOW + AROUND));
    // the same list in a new array (a row's data changed): nothing drawn again or dropped
    act(() => rerender(<List items={items('Brot')} fresh="brot" />));
    expect(drawn()).toHaveLength(IN_WINDOW + AROUND);
    // a search's answer: its rows in the window first, then those around it
    act(() => rerender(<List items={items('Semmel')} fresh="semmel" />));
    expect(drawn()).toHaveLength(IN_WINDOW);
    expect(drawn()[0]).toBe('Semmel 0');
    await waitFor(() => expect(drawn()).toHaveLength(IN_WINDOW + AROUND));
  });

  it('waits for items before drawing around the window (a list mounted while its data loads)', async () => {
    const { rerender } = render(<List items={[]} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    act(() => rerender(<List items={items('Brot')} />));
    expect(drawn()).toHaveLength(IN_WINDOW);
    await waitFor(() => expect(drawn()).toHaveLength(IN_WINDOW + AROUND));
  });
});
