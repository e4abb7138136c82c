import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DragIndicator from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface SortableItem {
  id: number;
  primary: string;
  secondary?: ReactNode;
  actions?: ReactNode;
}

function Row({
  item,
  index,
  count,
  onMove,
}: {
  item: SortableItem;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: item.id,
    });
  return (
    <Paper
      component="li"
      ref={setNodeRef}
      variant="outlined"
      style={{ transform: CSS.Transform.toString(transform), transition }}
      sx={{
        display: 'flex',
        flexWrap: { xs: 'wrap', sm: 'nowrap' },
        alignItems: 'center',
        gap: 1,
        p: 1,
        pr: 1.5,
        borderRadius: 2,
        position: 'relative',
        zIndex: isDragging ? 2 : 'auto',
        boxShadow: isDragging ? 6 : 'none',
      }}
    >
      <IconButton
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={`Arrastar ${item.primary} (posição ${index + 1} de ${count}). Use espaço e as setas para mover.`}
        sx={{ cursor: 'grab', touchAction: 'none' }}
      >
        <DragIndicator />
      </IconButton>
      <Typography
        sx={{ width: 28, flexShrink: 0, color: 'text.secondary', fontWeight: 700 }}
        aria-hidden="true"
      >
        {index + 1}
      </Typography>
      <Box sx={{ flexGrow: 1, flexBasis: { xs: 'calc(100% - 100px)', sm: 'auto' }, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{item.primary}</Typography>
        {item.secondary && (
          <Typography variant="body2" component="div" sx={{ color: 'text.secondary' }}>
            {item.secondary}
          </Typography>
        )}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', flexShrink: 0, ml: 'auto' }}>
        {item.actions}
        <IconButton
          size="small"
          aria-label={`Mover ${item.primary} para cima`}
          disabled={index === 0}
          onClick={() => onMove(index, index - 1)}
        >
          <ArrowUpward fontSize="small" />
        </IconButton>
        <IconButton
          size="small"
          aria-label={`Mover ${item.primary} para baixo`}
          disabled={index === count - 1}
          onClick={() => onMove(index, index + 1)}
        >
          <ArrowDownward fontSize="small" />
        </IconButton>
      </Box>
    </Paper>
  );
}

/**
 * A list reordered by dragging (mouse, touch, or keyboard: space then arrows) or with the up/down
 * buttons. It only reports the new order; saving is the caller's.
 */
export function SortableList({
  items,
  onChange,
  label,
}: {
  items: SortableItem[];
  onChange: (items: SortableItem[]) => void;
  label: string;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const move = (from: number, to: number) => onChange(arrayMove(items, from, to));
  const dragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = items.findIndex((item) => item.id === active.id);
    const to = items.findIndex((item) => item.id === over.id);
    if (from >= 0 && to >= 0) move(from, to);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={dragEnd}
      accessibility={{
        screenReaderInstructions: {
          draggable:
            'Para mover, pressione espaço, use as setas e pressione espaço de novo para soltar. Esc cancela.',
        },
        announcements: {
          onDragStart: ({ active }) => `Item ${items.findIndex((i) => i.id === active.id) + 1} selecionado.`,
          onDragOver: ({ over }) =>
            over ? `Sobre a posição ${items.findIndex((i) => i.id === over.id) + 1}.` : '',
          onDragEnd: ({ over }) =>
            over ? `Solto na posição ${items.findIndex((i) => i.id === over.id) + 1}.` : 'Solto.',
          onDragCancel: () => 'Movimento cancelado.',
        },
      }}
    >
      <SortableContext items={items.map((item) => item.id)} strategy={verticalListSortingStrategy}>
        <Box
          component="ol"
          aria-label={label}
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1 }}
        >
          {items.map((item, index) => (
            <Row key={item.id} item={item} index={index} count={items.length} onMove={move} />
          ))}
        </Box>
      </SortableContext>
    </DndContext>
  );
}
