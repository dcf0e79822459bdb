import { parseMotion } from "#server/ai/engine/offline/text/index.ts";
import { topicOf } from "#server/ai/engine/offline/opponent/opening.ts";
for (const m of process.argv.slice(2)) { const p = parseMotion(m); console.log(JSON.stringify({ ...p, topic: topicOf(p) })); }
