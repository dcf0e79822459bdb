import { offlineOpening, offlineReply } from "#server/ai/engine/offline/opponent.ts";
import { splitSentences } from "#server/ai/engine/offline/text/index.ts";
const UNIFORMS = "This House would make school uniforms compulsory.";
const B = "Uniforms reduce bullying because children cannot be singled out for their clothes. They also save parents money, which means poorer families are not pressured to buy brands. For example, most schools in Japan use uniforms.";
const C = "Uniforms are expensive for poor families because they must buy specific items from one supplier. Forcing pupils to dress the same will crush their self-expression, so they learn obedience instead of confidence.";
const r = (u: string) => offlineReply({ difficulty: "intermediate", press: null, motion: UNIFORMS, aiSide: "Opposition", messages: [{ role: "assistant", content: offlineOpening({ difficulty: "intermediate", press: null, motion: UNIFORMS, aiSide: "Opposition" }) }, { role: "user", content: u }] });
const a = splitSentences(r(B)), b = splitSentences(r(C));
console.log(a.join("\n")); console.log("---"); console.log(b.join("\n")); console.log("--- shared"); console.log(a.filter((s) => b.includes(s)));
