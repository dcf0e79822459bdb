const WHEN = new Intl.DateTimeFormat(undefined, { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" });

export const formatWhen = (iso: string) => WHEN.format(new Date(iso));
export const fmtScore = (v: number | null | undefined) => (typeof v === "number" ? (Math.round(v * 10) / 10).toString() : "—");
