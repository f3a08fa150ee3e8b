import { memo, useCallback, useMemo, useState, type FocusEvent } from 'react';
import { ActionIcon } from '@mantine/core';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { IconGripVertical } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@bakery/core';
import type { ProductListItem } from '../../api/operations';
import { useWindowList } from '../../ui/useWindowList';
import { ProductCard } from './ProductCard';

/** A card's height on a desktop before it is measured; the gap is Mantine's `sm`. */
const CARD_ESTIMATE = 150;
const CARD_GAP = 12;

interface SortableProductListProps {
  items: ProductListItem[];
  language: Language;
  canReorder: boolean;
  busy: boolean;
  onToggle: (product: ProductListItem) => void;
  onDelete: (product: ProductListItem) => void;
  onMove: (product: ProductListItem, step: -1 | 1) => void;
  onReorder: (id: string, overId: string) => void;
  onMoveTo: (product: ProductListItem, position: number) => void;
  /** Products on the pages before this one, and the catalogue's size (positions count in the whole catalogue). */
  offset: number;
  total: number;
}

interface SortableCardProps extends Omit<SortableProductListProps, 'items' | 'onReorder' | 'offset'> {
  product: ProductListItem;
  /** 1-based place in the whole catalogue. */
  position: number;
  /** The card's place in the drawn window of the list (pixels under its top) and its index there. */
  top: number;
  index: number;
  /** The card's node for the measurement (the same function on every render). */
  measure: (node: HTMLElement | null) => void;
}

/**
 * One card of the sortable list: memoised, and its parent's handlers keep their identity, so a
 * keystroke in the search or a scroll draws only the cards that change.
 */
const SortableCard = memo(function SortableCard({
  product,
  position,
  total,
  language,
  canReorder,
  busy,
  onToggle,
  onDelete,
  onMove,
  onMoveTo,
  top,
  index,
  measure,
}: SortableCardProps) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: product.id,
    disabled: !canReorder || busy,
  });
  const name = product.names[language] || product.name;
  // the same element while nothing of it changes, so the memoised card is not drawn again
  const handle = useMemo(
    () =>
      canReorder ? (
        <ActionIcon
          ref={setActivatorNodeRef}
          variant="subtle"
          color="brown"
          aria-label={t('products.order.dragHandle', { name })}
          disabled={busy}
          style={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
          {...attributes}
          {...listeners}
          aria-roledescription={undefined} // dnd-kit's English 'sortable'; the instructions say it in the user's language
        >
          <IconGripVertical size={18} />
        </ActionIcon>
      ) : null,
    [canReorder, busy, isDragging, name, t, setActivatorNodeRef, attributes, listeners],
  );
  const ref = useCallback(
    (node: HTMLLIElement | null) => {
      setNodeRef(node);
      measure(node);
    },
    [setNodeRef, measure],
  );
  return (
    <li
      ref={ref}
      aria-label={name}
      data-testid="product-card"
      data-index={index}
      style={{
        listStyle: 'none',
        position: 'absolute',
        top,
        left: 0,
        right: 0,
        transform: CSS.Translate.toString(transform),
        transition,
        zIndex: isDragging ? 2 : undefined,
      }}
    >
      <ProductCard
        dragHandle={handle}
        product={product}
        language={language}
        isFirst={position === 1}
        isLast={position === total}
        position={position}
        total={total}
        onMoveTo={onMoveTo}
        canReorder={canReorder}
        busy={busy}
        onToggle={onToggle}
        onDelete={onDelete}
        onMove={onMove}
      />
    </li>
  );
});

/**
 * The product list with drag and drop of the display order: a grip per card for the pointer
 * and the keyboard (focus the grip, Space, arrow keys, Space; Escape cancels), announced to
 * screen readers; positions are places in the whole catalogue (`offset` products before this
 * page). The up/down buttons (across page borders too) and "move to position" stay as the
 * fallbacks and reach other pages. Only the cards in and near the window are drawn (useWindowList;
 * a page of 500 cards froze the screen for seconds); the dragged card and the one holding the
 * focus stay drawn while the page scrolls under them.
 */
export const SortableProductList = memo(function SortableProductList({
  items,
  onReorder,
  offset,
  ...rest
}: SortableProductListProps) {
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const nameOf = (id: string | number) => {
    const product = items.find((item) => item.id === String(id));
    return product ? product.names[rest.language] || product.name : '';
  };
  const positionOf = (id: string | number | undefined) =>
    offset + items.findIndex((item) => item.id === String(id)) + 1;
  const total = rest.total;
  // the same array while the items are the same: a new one tells every drawn card to draw again
  const ids = useMemo(() => items.map((item) => item.id), [items]);
  // another page or a search's answer: its cards in the window are drawn first
  const listKey = useMemo(() => ids.join(','), [ids]);
  const [dragged, setDragged] = useState<string | null>(null);
  const [focused, setFocused] = useState<string | null>(null);
  const { listRef, listStyle, rows } = useWindowList({
    items,
    keyOf: (item) => item.id,
    estimate: CARD_ESTIMATE,
    gap: CARD_GAP,
    pinned: [dragged, focused],
    fresh: listKey,
  });
  // focus inside a card (or its move-to popover, a portal of it) keeps that card drawn
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const card = (event.target as HTMLElement).closest<HTMLElement>('li[data-index]');
    const id = card ? (items[Number(card.dataset.index)]?.id ?? null) : null;
    if (id !== null && id !== focused) setFocused(id);
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t('products.order.picked', { name: nameOf(active.id), position: positionOf(active.id), total }),
    onDragOver: ({ active, over }) =>
      over ? t('products.order.over', { name: nameOf(active.id), position: positionOf(over.id), total }) : undefined,
    onDragEnd: ({ active, over }) =>
      over ? t('products.order.dropped', { name: nameOf(active.id), position: positionOf(over.id), total }) : undefined,
    onDragCancel: () => t('products.order.cancelled'),
  };
  const end = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    if (over && active.id !== over.id) onReorder(String(active.id), String(over.id));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragStart={({ active }) => setDragged(String(active.id))}
      onDragEnd={end}
      onDragCancel={() => setDragged(null)}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('products.order.dragHint') } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ul
          ref={(node) => void (listRef.current = node)}
          aria-label={t('products.listTitle')}
          style={{ ...listStyle, padding: 0, margin: 0 }}
          onFocus={onFocus}
        >
          {rows.map(({ item, index, key, top, measure }) => (
            <SortableCard
              key={key}
              product={item}
              position={offset + index + 1}
              top={top}
              index={index}
              measure={measure}
              {...rest}
            />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
});
