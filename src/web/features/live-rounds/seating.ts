// Who speaks where, as data: the teacher's placing of students on a format's speaking positions. Each
// change returns a new seating; a student holds at most one position, so placing her elsewhere moves her.

/** A position's key (`team:speaker`, as formatSlots gives it) → the student on it, or null. */
export type Seating = Record<string, string | null>;
export interface Slot {
  key: string;
  team: string;
  speaker: number;
}

/** The position a student holds, if any. */
export const seatOf = (seating: Seating, userId: string): string | undefined => Object.keys(seating).find((k) => seating[k] === userId);

/**
 * The student on `slot`. If she held another position, she leaves it; whoever was on `slot` takes her old
 * position (a swap), or goes back to the unplaced students when she came from there.
 */
export function place(seating: Seating, slot: string, userId: string): Seating {
  const from = seatOf(seating, userId);
  if (from === slot) return seating;
  const occupant = seating[slot] ?? null;
  const next = { ...seating, [slot]: userId };
  if (from !== undefined) next[from] = occupant;
  return next;
}

/** The position left empty (its student goes back to the unplaced). */
export function clear(seating: Seating, slot: string): Seating {
  return seating[slot] ? { ...seating, [slot]: null } : seating;
}

/** The student taken off whatever position she holds. */
export function unseat(seating: Seating, userId: string): Seating {
  const from = seatOf(seating, userId);
  return from === undefined ? seating : clear(seating, from);
}

/** A team's students in speaker order (empty positions skipped). */
export function teamOf(seating: Seating, slots: Slot[], team: string): string[] {
  return slots.flatMap((s) => (s.team === team && seating[s.key] ? [seating[s.key]!] : []));
}

/**
 * A team as the teacher picked it: the first picked is its first speaker, and so on. A picked student who
 * held a position in another team leaves it; the team's positions past the last picked are emptied.
 */
export function setTeam(seating: Seating, slots: Slot[], team: string, userIds: string[]): Seating {
  const own = slots.filter((s) => s.team === team);
  const picked = [...new Set(userIds)].slice(0, own.length);
  let next: Seating = { ...seating };
  for (const s of own) next[s.key] = null;
  for (const id of picked) next = unseat(next, id);
  own.forEach((s, i) => (next[s.key] = picked[i] ?? null));
  return next;
}

/** Every team's students in a new speaker order (a Fisher–Yates shuffle with `random`), the teams kept. */
export function shuffleWithinTeams(seating: Seating, slots: Slot[], random: () => number = Math.random): Seating {
  let next = seating;
  for (const team of [...new Set(slots.map((s) => s.team))]) {
    const members = teamOf(seating, slots, team);
    for (let i = members.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [members[i], members[j]] = [members[j], members[i]];
    }
    next = setTeam(next, slots, team, members);
  }
  return next;
}

/** The seating kept to the format's positions and the class's students (a format change or a student who left). */
export function fitSeating(seating: Seating, slots: Slot[], students: Array<{ id: string }>): Seating {
  const inClass = new Set(students.map((s) => s.id));
  return Object.fromEntries(slots.map((s) => [s.key, seating[s.key] && inClass.has(seating[s.key]!) ? seating[s.key] : null]));
}

/** The students on no position, in the class's order. */
export function unplaced<T extends { id: string }>(seating: Seating, students: T[]): T[] {
  const seated = new Set(Object.values(seating).filter(Boolean));
  return students.filter((s) => !seated.has(s.id));
}

/** The request's positions: every slot with its student ("" for an empty one, which the server refuses). */
export function positionsOf(seating: Seating, slots: Slot[]): Record<string, string> {
  return Object.fromEntries(slots.map((s) => [s.key, seating[s.key] ?? ""]));
}

/** How many positions are still empty. */
export const emptySlots = (seating: Seating, slots: Slot[]) => slots.filter((s) => !seating[s.key]).length;
