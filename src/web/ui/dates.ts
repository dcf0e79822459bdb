// Every date the screens show, in one style and in the viewer's own time zone: "26 Nov 2026, 14:05"
// for a moment, "26 Nov 2026" for a day.
const MOMENT = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });
const DAY = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });

export const formatMoment = (iso: string) => MOMENT.format(new Date(iso));
export const formatDay = (iso: string) => DAY.format(new Date(iso));
