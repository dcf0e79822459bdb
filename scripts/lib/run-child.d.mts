/** The environment `npm start` adds to the server's (run-child.mjs). */
export const CHILD_ENV: Record<string, string>;
export function runChild(entry: string, args?: string[]): void;
