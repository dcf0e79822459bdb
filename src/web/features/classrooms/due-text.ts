// Due dates as the screens edit them: in the viewer's own time zone.
export { formatMoment as dueText } from "#web/ui/dates.ts";

const pad = (n: number) => String(n).padStart(2, "0");

/** An ISO instant as the local date ("2026-11-22") and time ("23:00") of a date and a time input. */
export function localParts(iso: string | null): { date: string; time: string } {
  if (!iso) return { date: "", time: "" };
  const d = new Date(iso);
  return { date: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`, time: `${pad(d.getHours())}:${pad(d.getMinutes())}` };
}

/** The teacher's default deadline hour as a time input's value. */
export const hourTime = (hour: number) => `${pad(hour)}:00`;

/** A local date and time as an ISO instant; null when the date is missing or not a real date. */
export function isoFromLocal(date: string, time: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return null;
  const d = new Date(`${date}T${time}`);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}
