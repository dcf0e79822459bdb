// Usernames are shown to teachers and classmates, so one must not pass for another: a name is stored
// NFKC-normalised (fullwidth and other compatibility forms become plain letters), names with invisible
// or direction-changing characters are refused, and two names are "the same" when their keys — their
// look, roughly — are equal, so `ѕtua` (Cyrillic s) is taken once `stua` is.

/** Invisible and layout characters: format (zero-width, bidi controls, soft hyphen, BOM), controls, private use, unassigned, Hangul fillers, variation selectors. */
const HIDDEN = /[\p{Cf}\p{Cc}\p{Co}\p{Cn}\u034F\u115F\u1160\u17B4\u17B5\u180B-\u180F\u3164\uFE00-\uFE0F\uFFA0]/u;

/** Letters from other scripts that look like Latin ones, lower-cased (names compare ignoring case). */
const LOOK_ALIKES: Record<string, string> = {
  // Cyrillic
  а: "a",
  в: "b",
  с: "c",
  ԁ: "d",
  е: "e",
  ё: "e",
  һ: "h",
  н: "h",
  і: "i",
  ї: "i",
  ј: "j",
  к: "k",
  ӏ: "l",
  м: "m",
  о: "o",
  р: "p",
  ԛ: "q",
  ѕ: "s",
  т: "t",
  у: "y",
  ԝ: "w",
  х: "x",
  // Greek
  α: "a",
  β: "b",
  ε: "e",
  η: "h",
  ι: "i",
  κ: "k",
  μ: "m",
  ν: "v",
  ο: "o",
  ρ: "p",
  τ: "t",
  υ: "u",
  χ: "x",
  γ: "y",
  ζ: "z",
  // Digits and Latin letters that pass for others
  "0": "o",
  "1": "l",
  ı: "i",
  ſ: "s",
};

/** The name as it is stored: NFKC, trimmed, inner runs of spaces made one. */
export function normalizeUsername(name: string): string {
  return name.normalize("NFKC").trim().replace(/\s+/g, " ");
}

export function hasHiddenCharacters(name: string): boolean {
  return HIDDEN.test(name);
}

/** The key two look-alike names share: lower case, accents dropped, look-alike letters mapped to Latin. */
export function usernameKey(name: string): string {
  const base = normalizeUsername(name)
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{M}+/gu, "");
  let key = "";
  for (const ch of base) key += LOOK_ALIKES[ch] ?? ch;
  return key.replace(/rn/g, "m");
}
