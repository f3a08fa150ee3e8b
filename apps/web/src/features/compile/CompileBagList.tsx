import { useEffect, useState, type FocusEvent } from 'react';
import type { CompileClient, CompileLine } from '../../api/operations';
import { useStableHandler } from '../../ui/useStableHandler';
import { useWindowList } from '../../ui/useWindowList';
import { ClientCard } from './ClientCard';
import { weighOrderOf } from './compile-state';
import type { CompileLineActions } from './useCompile';
import { WeightNavigation } from './weight-navigation';

/** A bag's height before it is measured (a client with one order of three lines); the gap is Mantine's `md`. */
const BAG_ESTIMATE = 420;
const BAG_GAP = 16;

const keyOf = (client: CompileClient) => `${client.id}-${client.zoneId ?? '0'}`;

/** Focuses the weight field of a line (in the list) and selects its text; false when it is not drawn. */
function focusWeightOf(scope: HTMLElement | null, lineId: string): boolean {
  const input = scope?.querySelector<HTMLInputElement>(`input[data-weight-line="${CSS.escape(lineId)}"]`);
  if (!input) return false;
  input.focus();
  input.select();
  return true;
}

/**
 * The compile list's bags (one per client and zone), drawn only in and near the window: a day of
 * 370 orders mounted 46,727 elements and blocked the packer's tablet for 9 s (issue 45). The bag
 * holding the focus stays drawn; Enter on the last drawn weight scrolls the next bag in and
 * focuses its weight, so keyboard and scale weighing run through the whole list.
 */
export function CompileBagList({
  clients,
  actions,
  showZone,
  onLineLabel,
  onBagLabel,
}: {
  clients: CompileClient[];
  actions: CompileLineActions;
  showZone: boolean;
  onLineLabel: (line: CompileLine) => Promise<void>;
  onBagLabel: (client: CompileClient) => Promise<void>;
}) {
  const [focused, setFocused] = useState<string | null>(null);
  const [pending, setPending] = useState<{ lineId: string; bag: string } | null>(null);
  const { listRef, listStyle, rows, scrollToIndex } = useWindowList({
    items: clients,
    keyOf,
    estimate: BAG_ESTIMATE,
    gap: BAG_GAP,
    pinned: [focused, pending?.bag ?? null],
  });

  // the next weight's bag was not drawn: once it is, its field takes the focus
  const drawn = rows.map((row) => row.key).join(',');
  useEffect(() => {
    if (pending && focusWeightOf(listRef.current, pending.lineId)) setPending(null);
  }, [pending, drawn, listRef]);

  // the context's value keeps its identity: a new one would draw every weight field of every drawn bag again
  const focusNext = useStableHandler((lineId: string) => {
    const order = weighOrderOf(clients);
    const next = order[order.findIndex((entry) => entry.lineId === lineId) + 1];
    if (!next) return;
    if (focusWeightOf(listRef.current, next.lineId)) return;
    const client = clients[next.clientIndex];
    if (!client) return;
    const bag = keyOf(client);
    setPending({ lineId: next.lineId, bag });
    setFocused(bag);
    scrollToIndex(next.clientIndex);
  });

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const row = (event.target as HTMLElement).closest<HTMLElement>('[data-index]');
    const client = row ? clients[Number(row.dataset.index)] : undefined;
    if (client && keyOf(client) !== focused) setFocused(keyOf(client));
  };

  return (
    <WeightNavigation value={focusNext}>
      <div ref={(node) => void (listRef.current = node)} style={listStyle} data-compile-list="" onFocus={onFocus}>
        {rows.map(({ item, index, key, style, measure }) => (
          <div key={key} ref={measure} data-index={index} style={style}>
            <ClientCard
              client={item}
              actions={actions}
              showZone={showZone}
              onLineLabel={onLineLabel}
              onBagLabel={onBagLabel}
            />
          </div>
        ))}
      </div>
    </WeightNavigation>
  );
}
