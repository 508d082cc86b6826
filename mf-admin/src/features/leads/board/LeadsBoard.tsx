import { useState } from 'react';
import {
  DndContext,
  KeyboardCode,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import { Link as RouterLink } from '@powernest/shared-ui/router';
import { toast } from '@powernest/shared-ui';
import { ApiError } from '@powernest/shared-ui/data';
import { LEAD_STATUS_LABELS, OPEN_LEAD_STATUSES, canMoveLead, leadStatusLabel, type LeadStatus } from '@powernest/domain';
import { useLeadsPage, serverMessage } from '../../../lib/admin';
import { duration } from '../../../lib/duration';
import { adminLeadPath } from '../../../pages';
import { changeLead, conflictingLead } from '../leadData';
import type { LiveMark } from '../LeadsTable';
import { TEXT } from '../text';
import { BOARD_TEXT as T } from './boardText';
import { PromiseDueChip } from '../../promises';
import { cardOf, columnParams, useReadLeadListsAgain, type BoardCard } from './boardData';

/** Where a card can be dropped besides the open columns: closing the lead. */
const CLOSING_STATUSES = ['installed', 'lost', 'duplicate'] as const satisfies readonly LeadStatus[];
const targetLabel = (id: unknown) => leadStatusLabel(String(id));

/**
 * What a drop target is while a card is lifted (browser audit #14): the card's own column, a
 * status the pipeline lets it move to, or one it does not (marked from the start of the drag,
 * not after the drop). A refused target stays a target: the keyboard still steps over it, and a
 * drop there says why it is refused.
 */
type DropState = 'idle' | 'home' | 'allowed' | 'refused';
function dropStateOf(lifted: BoardCard | null, status: LeadStatus): DropState {
  if (!lifted) return 'idle';
  if (lifted.status === status) return 'home';
  return canMoveLead(lifted.status, status) ? 'allowed' : 'refused';
}

/** How a target looks in each state: a refused one greyed and struck through, an allowed one outlined. */
const dropLook = (state: DropState, isOver: boolean) => ({
  opacity: state === 'refused' ? 0.45 : 1,
  outline: state === 'allowed' ? 2 : 0,
  outlineStyle: 'dashed',
  outlineColor: isOver ? 'primary.dark' : 'primary.main',
  outlineOffset: -2,
});

/** A status as a drop target: its state, whether a card is over it, and the props each target carries. */
function useDropTarget(status: LeadStatus, lifted: BoardCard | null) {
  const drop = dropStateOf(lifted, status);
  const { setNodeRef, isOver } = useDroppable({ id: status });
  const targetProps = { ref: setNodeRef, 'aria-label': LEAD_STATUS_LABELS[status], 'aria-disabled': drop === 'refused' ? true : undefined, 'data-drop': drop };
  return { drop, isOver, targetProps };
}

/** On a refused target, why the lifted card cannot go there. */
function RefusedHint({ drop, lifted, sx }: { drop: DropState; lifted: BoardCard | null; sx?: TypographyProps['sx'] }) {
  return drop === 'refused' && lifted ? (
    <Typography variant="caption" color="text.secondary" sx={sx}>
      {T.cannotDropHere(lifted.status)}
    </Typography>
  ) : null;
}

/** The cards of a column scroll within it past this height, so no column pushes the closing targets off the screen. */
const COLUMN_LIST_MAX_HEIGHT = 'max(16rem, calc(100vh - 24rem))';

/**
 * The keyboard moves a lifted card from drop target to drop target (left and right, in the
 * order they are on screen) instead of 25 px at a time.
 */
const nextTarget: KeyboardCoordinateGetter = (event, { currentCoordinates, context }) => {
  const step = event.code === KeyboardCode.Right || event.code === KeyboardCode.Down ? 1 : event.code === KeyboardCode.Left || event.code === KeyboardCode.Up ? -1 : 0;
  if (step === 0) return undefined;
  event.preventDefault();
  const targets = [...context.droppableRects.values()].sort((a, b) => a.top - b.top || a.left - b.left);
  if (targets.length === 0 || !context.collisionRect) return currentCoordinates;
  const { left, top, width, height } = context.collisionRect;
  const centre = { x: left + width / 2, y: top + height / 2 };
  const current = targets.findIndex((r) => centre.x >= r.left && centre.x <= r.left + r.width && centre.y >= r.top && centre.y <= r.top + r.height);
  const next = targets[Math.min(Math.max((current === -1 ? 0 : current) + step, 0), targets.length - 1)]!;
  // The card's top-left such that its centre sits on the target's centre.
  return { x: currentCoordinates.x + (next.left + next.width / 2 - centre.x), y: currentCoordinates.y + (next.top + Math.min(next.height, 120) / 2 - centre.y) };
};

function Card({ card, mark }: { card: BoardCard; mark?: LiveMark }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, isDragging } = useDraggable({ id: card.id, data: { card } });
  // The whole card follows a pointer; the keyboard (and a screen reader) moves it with its Move
  // button, so the card holds no control inside another one.
  return (
    <Paper
      ref={setNodeRef}
      variant="outlined"
      component="li"
      {...listeners}
      sx={{
        listStyle: 'none',
        p: 1.25,
        display: 'grid',
        gridTemplateColumns: '1fr auto',
        columnGap: 1,
        rowGap: 0.25,
        cursor: 'grab',
        touchAction: 'none',
        transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
        position: isDragging ? 'relative' : undefined,
        zIndex: isDragging ? 2 : undefined,
        boxShadow: isDragging ? 6 : undefined,
      }}
    >
      <Link component={RouterLink} to={adminLeadPath(card.id)} variant="body2" underline="hover" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }} onPointerDown={(e) => e.stopPropagation()}>
        {card.businessName}
      </Link>
      <Button ref={setActivatorNodeRef} {...attributes} size="small" variant="text" aria-label={T.moveLabel(card.businessName)} sx={{ gridRow: 'span 2', alignSelf: 'start', minWidth: 0, px: 1 }}>
        {T.move}
      </Button>
      <Typography variant="body2" color="text.secondary">
        {card.location}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ gridColumn: '1 / -1' }}>
        {`${T.age(duration(Date.now() - card.createdAt.getTime()))} · ${card.assignedTo ?? T.unassigned}`}
      </Typography>
      {/* Within 4 hours of breaking a promise, or past it (issue #45). */}
      <PromiseDueChip promiseDueAt={card.promiseDueAt} sx={{ gridColumn: '1 / -1', justifySelf: 'start' }} />
      {mark ? (
        <Typography variant="caption" sx={{ gridColumn: '1 / -1', fontWeight: 700, color: mark.kind === 'new' ? 'success.dark' : 'info.dark' }}>
          {mark.kind === 'new' ? TEXT.leads.liveNew : TEXT.leads.liveChangedBy(mark.by)}
        </Typography>
      ) : null}
    </Paper>
  );
}

function Column({ status, filters, listHref, moved, marks, lifted }: { status: LeadStatus; filters: Record<string, string>; listHref: (status: LeadStatus) => string; moved: ReadonlyMap<number, { card: BoardCard; to: LeadStatus }>; marks: ReadonlyMap<number, LiveMark>; lifted: BoardCard | null }) {
  const { data, error } = useLeadsPage(columnParams(filters, status));
  const { drop, isOver, targetProps } = useDropTarget(status, lifted);
  const rows = data?.leads.map((row) => ({ row, card: cardOf(row) })) ?? [];
  // A card being moved shows in the column it goes to until the server has answered.
  const arriving = [...moved.values()].filter((m) => m.to === status).map((m) => ({ row: m.card, card: { ...m.card, status } }));
  const shown = [...arriving, ...rows.filter(({ card }) => !card || !moved.has(card.id))];
  const count = data?.statusCounts[status];
  return (
    <Box
      {...targetProps}
      component="section"
      sx={{ minWidth: 240, flex: '1 1 0', bgcolor: isOver ? 'action.selected' : 'action.hover', borderRadius: 2, p: 1.5, display: 'grid', alignContent: 'start', gap: 1, ...dropLook(drop, isOver) }}
    >
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {T.column(status, count)}
      </Typography>
      <RefusedHint drop={drop} lifted={lifted} />
      {error ? <Alert severity="error">{T.loadFailed}</Alert> : null}
      {!data && !error ? <Skeleton variant="rounded" height={72} /> : null}
      <Box component="ul" aria-label={T.cards(status)} sx={{ p: 0, m: 0, display: 'grid', gap: 1, maxHeight: COLUMN_LIST_MAX_HEIGHT, overflowY: 'auto', overscrollBehavior: 'contain' }}>
        {shown.map(({ row, card }, i) =>
          card ? (
            <Card key={card.id} card={card} mark={marks.get(card.id)} />
          ) : (
            <Alert key={`unreadable-${i}`} component="li" severity="warning" sx={{ listStyle: 'none' }} data-row={typeof row}>
              {T.unreadable}
            </Alert>
          ),
        )}
      </Box>
      {data && shown.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {T.empty}
        </Typography>
      ) : null}
      {count !== undefined && count > rows.length ? (
        <Link component={RouterLink} to={listHref(status)} variant="body2">
          {T.showAll(count)}
        </Link>
      ) : null}
    </Box>
  );
}

function ClosingTarget({ status, lifted }: { status: LeadStatus; lifted: BoardCard | null }) {
  const { drop, isOver, targetProps } = useDropTarget(status, lifted);
  return (
    <Box
      {...targetProps}
      role="group"
      sx={{ flex: '1 1 0', minWidth: 140, p: 1.5, borderRadius: 2, border: 2, borderStyle: 'dashed', borderColor: isOver ? 'primary.main' : 'divider', bgcolor: 'background.paper', textAlign: 'center', fontWeight: 600, ...dropLook(drop, isOver) }}
    >
      {LEAD_STATUS_LABELS[status]}
      <RefusedHint drop={drop} lifted={lifted} sx={{ display: 'block', fontWeight: 400 }} />
    </Box>
  );
}

/**
 * /admin/leads?view=board (issue #29): a column per open status under the workspace's filters;
 * a card dragged (or moved with the keyboard) to another column changes the lead's status with
 * the pipeline's rules and the lead page's version check; new and changed leads come in live.
 */
export function LeadsBoard({ filters, marks, listHref, onSignedOut }: { filters: Record<string, string>; marks: ReadonlyMap<number, LiveMark>; listHref: (status: LeadStatus) => string; onSignedOut: () => void }) {
  const [moved, setMoved] = useState<ReadonlyMap<number, { card: BoardCard; to: LeadStatus }>>(new Map());
  // The card being dragged: every target says from the start whether it may be dropped there.
  const [lifted, setLifted] = useState<BoardCard | null>(null);
  const readAgain = useReadLeadListsAgain();
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }), useSensor(KeyboardSensor, { coordinateGetter: nextTarget }));
  const nameOf = (active: { data: { current?: Record<string, unknown> } }) => (active.data.current?.card as BoardCard | undefined)?.businessName ?? '';
  const announcements: Announcements = {
    onDragStart: ({ active }) => T.pickedUp(nameOf(active)),
    onDragOver: ({ active, over }) => {
      if (!over) return undefined;
      const card = active.data.current?.card as BoardCard | undefined;
      const refused = card && dropStateOf(card, over.id as LeadStatus) === 'refused';
      return `${T.over(nameOf(active), targetLabel(over.id))}${refused ? ` ${T.cannotDropHere(card.status)}.` : ''}`;
    },
    onDragEnd: ({ active, over }) => (over ? T.droppedOn(nameOf(active), targetLabel(over.id)) : T.cancelled(nameOf(active))),
    onDragCancel: ({ active }) => T.cancelled(nameOf(active)),
  };

  function onDragStart({ active }: DragStartEvent) {
    setLifted((active.data.current?.card as BoardCard | undefined) ?? null);
  }

  async function onDragEnd({ active, over }: DragEndEvent) {
    setLifted(null);
    const card = active.data.current?.card as BoardCard | undefined;
    const to = over?.id as LeadStatus | undefined;
    if (!card || !to || to === card.status) return;
    if (!canMoveLead(card.status, to)) {
      toast({ title: T.moveFailed, description: T.notAllowed(card.status, to), variant: 'destructive' });
      return;
    }
    setMoved((current) => new Map(current).set(card.id, { card, to }));
    try {
      await changeLead(card.id, { version: card.version, status: to });
      toast({ title: T.moved(card.businessName, to), variant: 'success' });
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) onSignedOut();
      // Someone else was first (or the move is refused): the board shows the lead as it now is.
      const current = conflictingLead(err);
      toast({ title: T.moveFailed, description: serverMessage(err) ?? (current ? undefined : 'Please try again.'), variant: 'destructive' });
    }
    await readAgain();
    setMoved((current) => {
      const next = new Map(current);
      next.delete(card.id);
      return next;
    });
  }

  return (
    <DndContext sensors={sensors} onDragStart={onDragStart} onDragCancel={() => setLifted(null)} onDragEnd={(e) => void onDragEnd(e)} accessibility={{ announcements, screenReaderInstructions: { draggable: T.instructions } }}>
      <Box role="region" aria-label={T.board} sx={{ display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', gap: 2, overflowX: 'auto', pb: 1, alignItems: 'flex-start' }}>
          {OPEN_LEAD_STATUSES.map((status) => (
            <Column key={status} status={status} filters={filters} listHref={listHref} moved={moved} marks={marks} lifted={lifted} />
          ))}
        </Box>
        {/* Stuck to the bottom of the window while a card is in hand: reachable however long the
            columns; at rest it stays in its place, so on a phone it hides none of the cards. */}
        <Box component="section" aria-label={T.closingHeading} sx={{ position: lifted ? 'sticky' : 'static', bottom: 0, zIndex: 1, bgcolor: 'background.default', py: 1 }}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {T.closingHint}
          </Typography>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            {CLOSING_STATUSES.map((status) => (
              <ClosingTarget key={status} status={status} lifted={lifted} />
            ))}
          </Box>
        </Box>
      </Box>
    </DndContext>
  );
}
