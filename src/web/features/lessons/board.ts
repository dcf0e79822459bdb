// My Lessons' board as data: lessons grouped by folder, a move applied to the cached list (so the
// screen moves before the server answers), and the order the keyboard walks the drop zones in.
import type { LessonListItem, LessonsResponse } from "#shared/lessons/schemas.ts";

/** The drop zone id of Unassigned; a folder's zone id is the folder's id. */
export const UNASSIGNED = "unassigned";

export const zoneOf = (folderId: string | null) => folderId ?? UNASSIGNED;
export const folderOfZone = (zone: string) => (zone === UNASSIGNED ? null : zone);

/** The lessons of each zone, in the list's order; every folder has an entry, empty or not. */
export function groupByZone(data: LessonsResponse): Map<string, LessonListItem[]> {
  const groups = new Map<string, LessonListItem[]>([
    [UNASSIGNED, []],
    ...data.folders.map((f) => [f.id, []] as [string, LessonListItem[]]),
  ]);
  for (const l of data.lessons) (groups.get(zoneOf(l.folder_id)) ?? groups.get(UNASSIGNED)!).push(l);
  return groups;
}

/** The list with one lesson in another folder (null: Unassigned); folder counts follow. */
export function moveInList(data: LessonsResponse, lessonId: string, folderId: string | null): LessonsResponse {
  const lesson = data.lessons.find((l) => l.id === lessonId);
  if (!lesson || lesson.folder_id === folderId) return data;
  const from = lesson.folder_id;
  return {
    lessons: data.lessons.map((l) => (l.id === lessonId ? { ...l, folder_id: folderId } : l)),
    folders: data.folders.map((f) =>
      f.id === from
        ? { ...f, lessons_count: Math.max(0, f.lessons_count - 1) }
        : f.id === folderId
          ? { ...f, lessons_count: f.lessons_count + 1 }
          : f,
    ),
  };
}

/**
 * The zone the keyboard goes to from `current` (the zone under the lesson): the next one in reading
 * order for ArrowDown/ArrowRight, the previous one for ArrowUp/ArrowLeft, staying put at either end.
 */
export function stepZone(order: string[], current: string | null, forward: boolean): string | null {
  if (order.length === 0) return null;
  const at = current === null ? -1 : order.indexOf(current);
  if (at < 0) return order[forward ? 0 : order.length - 1];
  return order[Math.min(order.length - 1, Math.max(0, at + (forward ? 1 : -1)))];
}
