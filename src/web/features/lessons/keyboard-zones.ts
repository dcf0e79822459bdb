import { closestCenter, pointerWithin, type CollisionDetection, type KeyboardCoordinateGetter } from "@dnd-kit/core";
import { stepZone } from "./board";

const FORWARD = ["ArrowDown", "ArrowRight"];
const BACK = ["ArrowUp", "ArrowLeft"];

/**
 * The keyboard moves a held lesson from drop zone to drop zone (in reading order) rather than by a few
 * pixels, so one arrow press is one folder, and the lesson lands in the middle of it.
 */
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
