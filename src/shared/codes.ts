// The characters of every code a person reads off a screen and types again (join codes, unlock codes,
// temporary passwords): capitals and digits without the pairs that look alike (0/O, 1/I/L).
export const READABLE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

/** `length` readable characters, each from `pick(n)`, a whole number in [0, n). */
export function readableCode(length: number, pick: (n: number) => number): string {
  let code = "";
  for (let i = 0; i < length; i++) code += READABLE_ALPHABET[pick(READABLE_ALPHABET.length)];
  return code;
}
