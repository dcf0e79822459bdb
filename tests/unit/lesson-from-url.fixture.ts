// An article page for the lesson-from-URL tests: real prose, navigation and footer around it.
export const ARTICLE_TITLE = "Why weighing wins debates";

const PARAGRAPHS = [
  "Weighing is the part of a debate speech that tells the adjudicator why your arguments matter more than the arguments of your opponents. Many teams build strong material and still lose because they never compare it with the other side.",
  "The first tool of weighing is magnitude. A team that shows its harm affects millions of families has a stronger claim than a team whose benefit reaches a small committee, provided both claims are equally likely.",
  "The second tool is probability. An adjudicator discounts an impact that depends on a long chain of uncertain steps, so a modest benefit that will certainly happen can outweigh a dramatic catastrophe that probably never arrives.",
  "Reversibility is a third tool that experienced speakers use. Damage to a forest, a language or a democratic institution may never be undone, while a lost budget surplus can be rebuilt within a few years.",
  "Speakers should also weigh principles against practical outcomes. A principled argument about consent or autonomy can outweigh a practical argument about efficiency when the motion concerns the rights of individuals.",
  "The best weighing is explicit and comparative. Instead of repeating that your impact is important, the speaker names the metric, applies it to both sides, and explains why the adjudicator should prefer that metric in this particular debate.",
  "Weighing belongs in every speech, not only in the summary. Opening speakers can set the metric early, and closing speakers can show that the clash was won on the metric their bench established.",
];

export function articleHtml(extra = ""): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>${ARTICLE_TITLE}</title></head><body>
<nav><a href="/">Home</a> <a href="/blog">Blog</a> <a href="/about">About</a></nav>
<main><article><h1>${ARTICLE_TITLE}</h1>
${PARAGRAPHS.map((p) => `<p>${p}</p>`).join("\n")}
<ul><li>Magnitude: how many and how much.</li><li>Probability: how likely.</li></ul>
<script>window.evil = "<b>not text</b>";</script>
</article></main>
<footer>Copyright 2026 The Debate Blog. All rights reserved.</footer>${extra}</body></html>`;
}
