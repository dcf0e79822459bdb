// The Porter stemmer (M. F. Porter, 1980), as published, with British spellings folded to American
// first ("organisation" → "organization") so both meet in one stem. No stemming package is in the
// dependencies, and the algorithm is short and fixed, so it lives here with its own tests.

const isCons = (w: string, i: number): boolean => {
  const c = w[i];
  if ("aeiou".includes(c)) return false;
  if (c === "y") return i === 0 ? true : !isCons(w, i - 1);
  return true;
};

/** m: the number of vowel-consonant sequences in a stem. */
function measure(s: string): number {
  let m = 0;
  let i = 0;
  const n = s.length;
  while (i < n && isCons(s, i)) i++;
  while (i < n) {
    while (i < n && !isCons(s, i)) i++;
    if (i >= n) break;
    while (i < n && isCons(s, i)) i++;
    m++;
  }
  return m;
}

const hasVowel = (s: string) => [...s].some((_, i) => !isCons(s, i));
const doubleCons = (s: string) => s.length >= 2 && s[s.length - 1] === s[s.length - 2] && isCons(s, s.length - 1);
// cvc where the last c is not w, x or y: "hop", not "snow".
const cvc = (s: string) => {
  const n = s.length;
  return n >= 3 && isCons(s, n - 3) && !isCons(s, n - 2) && isCons(s, n - 1) && !"wxy".includes(s[n - 1]);
};

function replaceIf(w: string, suffix: string, to: string, minM: number): string | null {
  if (!w.endsWith(suffix)) return null;
  const stem = w.slice(0, -suffix.length);
  return measure(stem) > minM ? stem + to : w;
}

const STEP2: [string, string][] = [
  ["ational", "ate"],
  ["tional", "tion"],
  ["enci", "ence"],
  ["anci", "ance"],
  ["izer", "ize"],
  ["abli", "able"],
  ["alli", "al"],
  ["entli", "ent"],
  ["eli", "e"],
  ["ousli", "ous"],
  ["ization", "ize"],
  ["ation", "ate"],
  ["ator", "ate"],
  ["alism", "al"],
  ["iveness", "ive"],
  ["fulness", "ful"],
  ["ousness", "ous"],
  ["aliti", "al"],
  ["iviti", "ive"],
  ["biliti", "ble"],
];
const STEP3: [string, string][] = [
  ["icate", "ic"],
  ["ative", ""],
  ["alize", "al"],
  ["iciti", "ic"],
  ["ical", "ic"],
  ["ful", ""],
  ["ness", ""],
];
const STEP4 = [
  "al",
  "ance",
  "ence",
  "er",
  "ic",
  "able",
  "ible",
  "ant",
  "ement",
  "ment",
  "ent",
  "ion",
  "ou",
  "ism",
  "ate",
  "iti",
  "ous",
  "ive",
  "ize",
];

function step1(w0: string): string {
  let w = w0;
  if (w.endsWith("sses")) w = w.slice(0, -2);
  else if (w.endsWith("ies")) w = w.slice(0, -2);
  else if (!w.endsWith("ss") && w.endsWith("s")) w = w.slice(0, -1);
  let cut = false;
  if (w.endsWith("eed")) {
    if (measure(w.slice(0, -3)) > 0) w = w.slice(0, -1);
  } else if (w.endsWith("ed") && hasVowel(w.slice(0, -2))) [w, cut] = [w.slice(0, -2), true];
  else if (w.endsWith("ing") && hasVowel(w.slice(0, -3))) [w, cut] = [w.slice(0, -3), true];
  if (cut) {
    if (/(at|bl|iz)$/.test(w)) w += "e";
    else if (doubleCons(w) && !/[lsz]$/.test(w)) w = w.slice(0, -1);
    else if (measure(w) === 1 && cvc(w)) w += "e";
  }
  if (w.endsWith("y") && hasVowel(w.slice(0, -1))) w = w.slice(0, -1) + "i";
  return w;
}

function table(w: string, rules: [string, string][]): string {
  for (const [suffix, to] of rules) {
    const r = replaceIf(w, suffix, to, 0);
    if (r !== null) return r;
  }
  return w;
}

function step4(w: string): string {
  for (const suffix of STEP4) {
    if (!w.endsWith(suffix)) continue;
    const stem = w.slice(0, -suffix.length);
    if (measure(stem) > 1 && (suffix !== "ion" || /[st]$/.test(stem))) return stem;
    return w;
  }
  return w;
}

function step5(w0: string): string {
  let w = w0;
  if (w.endsWith("e")) {
    const stem = w.slice(0, -1);
    const m = measure(stem);
    if (m > 1 || (m === 1 && !cvc(stem))) w = stem;
  }
  if (measure(w) > 1 && doubleCons(w) && w.endsWith("l")) w = w.slice(0, -1);
  return w;
}

/** British -ise/-isation spellings as American, so one stem serves both. */
function americanize(w: string): string {
  // Only after the stems that take -ise as a verb ending: "legalise", "recognise", not "rise" or "promise".
  return w.replace(/(al|il|ol|ul|it|id|at|gn|an|on|en|ar|er|or|og)is(e|es|ed|ing|er|ers|ation|ations)$/, "$1iz$2");
}

export function porterStem(word: string): string {
  const w = word.toLowerCase();
  if (w.length <= 2 || !/^[a-z]+$/.test(w)) return w;
  return step5(step4(table(table(step1(americanize(w)), STEP2), STEP3)));
}
