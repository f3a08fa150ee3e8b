import { ActionIcon, Stack } from '@mantine/core';
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
import { ProductCard } from './ProductCard';

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
}

function SortableCard({
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
}: SortableCardProps) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: product.id,
    disabled: !canReorder || busy,
  });
  const name = product.names[language] || product.name;
  const handle = canReorder ? (
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
  ) : null;
  return (
    <ProductCard
      ref={setNodeRef}
      dragStyle={{
        transform: CSS.Translate.toString(transform),
        transition: transition,
        zIndex: isDragging ? 2 : undefined,
        position: 'relative',
      }}
      dragHandle={handle}
      product={product}
      language={language}
      isFirst={position === 1}
      isLast={position === total}
      position={position}
      total={total}
      onMoveTo={(to) => onMoveTo(product, to)}
      canReorder={canReorder}
      busy={busy}
      onToggle={() => onToggle(product)}
      onDelete={() => onDelete(product)}
      onMove={(step) => onMove(product, step)}
    />
  );
}

/**
 * The product list with drag and drop of the display order: a grip per card for the pointer
 * and the keyboard (focus the grip, Space, arrow keys, Space; Escape cancels), announced to
 * screen readers; positions are places in the whole catalogue (`offset` products before this
 * page). The up/down buttons (across page borders too) and "move to position" stay as the
 * fallbacks and reach other pages.
 */
export function SortableProductList({ items, onReorder, offset, ...rest }: SortableProductListProps) {
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
    if (over && active.id !== over.id) onReorder(String(active.id), String(over.id));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={end}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('products.order.dragHint') } }}
    >
      <SortableContext items={items.map((item) => item.id)} strategy={verticalListSortingStrategy}>
        <Stack component="ul" gap="sm" p={0} m={0} aria-label={t('products.listTitle')}>
          {items.map((product, index) => (
            <SortableCard key={product.id} product={product} position={offset + index + 1} {...rest} />
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}
