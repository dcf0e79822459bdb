/** "7 min", "1 min 30 s": the speech timer in minutes beside its seconds; empty for a value that is no duration. */
export function minutesText(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return "";
  const m = Math.floor(seconds / 60);
  const s = Math.round(seconds % 60);
  return [m ? `${m} min` : "", s ? `${s} s` : ""].filter(Boolean).join(" ") || "0 s";
}
