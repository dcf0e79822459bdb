/** A timestamp as the export writes it: ISO 8601 in UTC (null stays null). */
export const iso = <T extends Date | null>(d: T) => (d ? d.toISOString() : null) as T extends Date ? string : string | null;
