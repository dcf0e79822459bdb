// Reads one of the coach's content files (src/content/*.json) and checks it against its schema.
// The files are found from the package root, as the scorer's weights and the migrations are, so the
// bundled server and the coach's worker threads read the same files as the sources do.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { packageRoot } from "#server/paths.ts";

export const CONTENT_DIR = join(packageRoot, "src", "content");

/** Checks parsed content; throws naming the file and the path of every broken entry. */
export function parseContent<S extends z.ZodType>(file: string, schema: S, json: unknown): z.output<S> {
  const r = schema.safeParse(json);
  if (r.success) return r.data;
  const problems = r.error.issues.map((i) => `${file}: ${i.path.join(".") || "(root)"}: ${i.message}`);
  throw new Error(`invalid content\n${problems.join("\n")}`);
}

/** Reads and checks `src/content/<file>`. */
export function loadContent<S extends z.ZodType>(file: string, schema: S): z.output<S> {
  return parseContent(file, schema, JSON.parse(readFileSync(join(CONTENT_DIR, file), "utf8")));
}

/** A non-empty string with no spaces at its ends (a stray space would silently stop a match). */
export const text = z
  .string()
  .min(1, "must not be empty")
  .refine((s) => s.trim() === s, "must not start or end with a space");

/** A list of texts, none repeated. */
export const textList = (min = 1) =>
  z
    .array(text)
    .min(min)
    .superRefine((list, ctx) => reportDuplicates(list, ctx, []));

/** Adds an issue at `path`.i for each entry whose value repeats an earlier one. */
export function reportDuplicates(values: readonly string[], ctx: z.RefinementCtx, path: (string | number)[], what = "entry"): void {
  const seen = new Set<string>();
  values.forEach((v, i) => {
    if (seen.has(v)) ctx.addIssue({ code: "custom", path: [...path, i], message: `duplicate ${what} "${v}"` });
    seen.add(v);
  });
}
