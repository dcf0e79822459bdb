// Keyboard dragging between drop zones with dnd-kit: one arrow press is one zone (in reading order),
// not a few pixels, and the held item lands in the middle of it.
import { closestCenter, pointerWithin, type CollisionDetection, type KeyboardCoordinateGetter } from "@dnd-kit/core";

const FORWARD = ["ArrowDown", "ArrowRight"];
const BACK = ["ArrowUp", "ArrowLeft"];

/**
 * The zone the keyboard goes to from `current` (the zone under the held item): the next one in `order` going
 * forward, the previous one going back, staying put at either end; from no zone, the first (or the last).
 */
export function stepZone(order: string[], current: string | null, forward: boolean): string | null {
  if (order.length === 0) return null;
  const at = current === null ? -1 : order.indexOf(current);
  if (at < 0) return order[forward ? 0 : order.length - 1];
  return order[Math.min(order.length - 1, Math.max(0, at + (forward ? 1 : -1)))];
}

/** The keyboard sensor's coordinates: ArrowDown/ArrowRight to the next zone, ArrowUp/ArrowLeft to the one before. */
export const zoneKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const forward = FORWARD.includes(event.code);
  if (!forward && !BACK.includes(event.code)) return undefined;
  event.preventDefault();
  const { collisionRect, droppableRects, droppableContainers, over } = context;
  if (!collisionRect) return undefined;
  const zones = droppableContainers
    .getEnabled()
    .flatMap((c) => {
      const rect = droppableRects.get(c.id);
      return rect ? [{ id: String(c.id), rect }] : [];
    })
    .sort((a, b) => a.rect.top - b.rect.top || a.rect.left - b.rect.left);
  const target = stepZone(
    zones.map((z) => z.id),
    over ? String(over.id) : null,
    forward,
  );
  const rect = zones.find((z) => z.id === target)?.rect;
  if (!rect) return undefined;
  return { x: rect.left + (rect.width - collisionRect.width) / 2, y: rect.top + (rect.height - collisionRect.height) / 2 };
};

/** The mouse drops where the pointer is; the keyboard (no pointer) onto the zone whose centre is nearest. */
export const zoneCollision: CollisionDetection = (args) => (args.pointerCoordinates ? pointerWithin(args) : closestCenter(args));
