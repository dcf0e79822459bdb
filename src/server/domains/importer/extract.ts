// The article of a fetched page, as plain text: Mozilla Readability over a linkedom document, then
// the article's blocks (paragraphs, headings, list items, quotes) as text paragraphs. No HTML leaves here.

import { createRequire } from "node:module";
import type { Readability as ReadabilityType } from "@mozilla/readability";

// linkedom and Readability are loaded with the first URL import, not at start: most servers never
// import a lesson from a URL, and they cost about 10 MiB at idle. Both ship CommonJS, so
// require keeps this file synchronous.
const require = createRequire(import.meta.url);
let libs: { parseHTML: typeof import("linkedom").parseHTML; Readability: typeof import("@mozilla/readability").Readability } | undefined;
const parsers = () =>
  (libs ??= {
    parseHTML: (require("linkedom") as typeof import("linkedom")).parseHTML,
    Readability: (require("@mozilla/readability") as typeof import("@mozilla/readability")).Readability,
  });

export interface Article {
  title: string;
  /** Paragraphs separated by a blank line; list items start with "- ". */
  reading: string;
}

/** The longest reading kept: long enough for a real article, short enough for a lesson and a model's prompt. */
export const READING_MAX_CHARS = 20_000;
/** Shorter than this and there is no article to teach from. */
export const READING_MIN_CHARS = 400;

const BLOCKS = "p, h1, h2, h3, h4, h5, h6, li, blockquote, pre";

const clean = (s: string) => s.replace(/\s+/g, " ").trim();

function blocksOf(html: string): string[] {
  const { document } = parsers().parseHTML(`<!doctype html><html><body>${html}</body></html>`);
  const out: string[] = [];
  for (const el of Array.from(document.querySelectorAll(BLOCKS)) as Element[]) {
    // A block inside another block (a <p> in an <li>, a <p> in a <blockquote>) is read with its parent.
    if (el.parentElement?.closest(BLOCKS)) continue;
    const text = clean(el.textContent ?? "");
    if (!text) continue;
    out.push(el.tagName.toLowerCase() === "li" ? `- ${text}` : text);
  }
  if (out.length === 0) {
    const text = clean(document.body?.textContent ?? "");
    if (text) out.push(text);
  }
  return out;
}

/** Keeps whole paragraphs up to the length limit. */
function capped(paragraphs: string[]): string {
  const kept: string[] = [];
  let length = 0;
  for (const p of paragraphs) {
    if (length + p.length > READING_MAX_CHARS) break;
    kept.push(p);
    length += p.length + 2;
  }
  if (kept.length === 0 && paragraphs[0]) kept.push(paragraphs[0].slice(0, READING_MAX_CHARS));
  return kept.join("\n\n");
}

/** The article in a page, or null when the page has none worth a lesson. */
export function extractArticle(html: string, url: string): Article | null {
  const { parseHTML, Readability } = parsers();
  const { document } = parseHTML(html);
  let parsed: ReturnType<ReadabilityType["parse"]>;
  try {
    parsed = new Readability(document as unknown as Document, { charThreshold: 200 }).parse();
  } catch {
    return null;
  }
  if (!parsed?.content) return null;
  const reading = capped(blocksOf(parsed.content));
  if (reading.length < READING_MIN_CHARS) return null;
  const title = clean(parsed.title ?? "") || new URL(url).hostname;
  return { title: title.slice(0, 200), reading };
}
