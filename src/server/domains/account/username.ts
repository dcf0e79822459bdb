// Usernames are shown to teachers and classmates, so one must not pass for another: a name is stored
// NFKC-normalised (fullwidth and other compatibility forms become plain letters), names with invisible
// or direction-changing characters are refused, and two names are "the same" when their keys — their
// look, roughly — are equal, so `ѕtua` (Cyrillic s) is taken once `stua` is.
import unhomoglyph from "unhomoglyph";

/** Invisible and layout characters: format (zero-width, bidi controls, soft hyphen, BOM), controls, private use, unassigned, Hangul fillers, variation selectors. */
const HIDDEN = /[\p{Cf}\p{Cc}\p{Co}\p{Cn}\u034F\u115F\u1160\u17B4\u17B5\u180B-\u180F\u3164\uFE00-\uFE0F\uFFA0]/u;

/**
 * What Unicode's confusables leave out because they compare case-sensitively, one character at a time:
 * small capitals (they look like capital letters, and names compare ignoring case; the data maps only
 * some of them, to other small letters) and "cl" for "d" (the data already has "rn" for "m").
 */
const SMALL_CAPITALS: ReadonlyMap<string, string> = new Map(
  [..."ᴀʙᴄᴅᴇꜰɢʜɪᴊᴋʟᴍɴᴏᴘꞯʀꜱᴛᴜᴠᴡʏᴢ"].map((ch, i) => [ch, "abcdefghijklmnopqrstuvwxyz"[i]] as const),
);
const SMALL_CAPITAL = /[ᴀʙᴄᴅᴇꜰɢʜɪᴊᴋʟᴍɴᴏᴘꞯʀꜱᴛᴜᴠᴡʏᴢĸʍ]/gu;
// Kra and turned m stand for small capital K and M (Unicode's data maps ᴋ to ĸ and ᴍ to ʍ).
const smallCapital = (ch: string) => SMALL_CAPITALS.get(ch) ?? (ch === "ĸ" ? "k" : "m");

/** Keys made by an earlier rule lack this prefix; fillUsernameKeys remakes them at start. */
export const USERNAME_KEY_VERSION = "u2:";

/** The name as it is stored: NFKC, trimmed, inner runs of spaces made one. */
export function normalizeUsername(name: string): string {
  return name.normalize("NFKC").trim().replace(/\s+/g, " ");
}

export function hasHiddenCharacters(name: string): boolean {
  return HIDDEN.test(name);
}

/**
 * The key two look-alike names share: Unicode's confusable skeleton (UTS #39, its confusables.txt via
 * unhomoglyph) of the stored form, lower-cased and skeletoned again (so "Ꭺ" → "A" → "a", and "cI" →
 * "cl" before case can make it "ci"), accents dropped; see SMALL_CAPITALS for what is added.
 */
export function usernameKey(name: string): string {
  // The data maps some letters to small capitals (Cyrillic "т" to "ᴛ"), so those are read after it too.
  const skeleton = (s: string) =>
    unhomoglyph(s.replace(SMALL_CAPITAL, smallCapital).normalize("NFD")).normalize("NFD").replace(SMALL_CAPITAL, smallCapital);
  const key = skeleton(skeleton(normalizeUsername(name)).toLowerCase())
    .replace(/\p{M}+/gu, "")
    .replace(/d/g, "cl");
  return USERNAME_KEY_VERSION + key;
}
