// The weekly summary e-mail, plain text. A user who opted in but did nothing that week still gets a short
// nudge rather than silence: they asked for a weekly e-mail, and the nudge says how to turn it off.
import { DRILL_NAMES, type DrillKind } from "#shared/drills/rubric.ts";
import { totalOf, type LessonDone, type WeekActivity } from "./data";
import { weekLabel, type Week } from "./week";

function lessonLine(l: LessonDone): string {
  const where = l.kind === "module" ? `module ${l.place}` : `classroom ${l.place}`;
  const score = l.score === null ? "" : ` — ${l.score}/100${l.graded ? " (your teacher's grade)" : ""}`;
  return `  - ${l.title} (${where})${score}`;
}

const things = (n: number) => `${n} ${n === 1 ? "drill, round or lesson" : "drills, rounds and lessons"}`;

/** The line comparing the week with the one before it. */
function comparison(now: number, before: number): string {
  const thisWeek = things(now);
  if (now === 0) return before === 0 ? "The week before was quiet too." : `The week before, you did ${things(before)}.`;
  if (before === 0) return `That is ${thisWeek}, up from none the week before.`;
  if (now === before) return `That is ${thisWeek}, the same as the week before.`;
  return `That is ${thisWeek}, ${now > before ? "up" : "down"} from ${before} the week before.`;
}

export function weeklySummaryMail(p: { name: string; week: Week; activity: WeekActivity; publicUrl: string }): {
  subject: string;
  text: string;
} {
  const { activity: a } = p;
  const label = weekLabel(p.week);
  const progressUrl = `${p.publicUrl}/#/training/progress`;
  const settingsUrl = `${p.publicUrl}/#/settings`;
  const total = totalOf(a);
  const lines = [`Hello ${p.name},`, ""];
  if (total === 0) {
    lines.push(
      `You did no practice on Rostrum last week (${label}). A drill or a debate round this week keeps your skills sharp.`,
      "",
      comparison(0, a.previousTotal),
    );
  } else {
    lines.push(`Here is your week on Rostrum (${label}, UTC):`, "");
    const d = a.drills;
    if (d.count > 0) {
      const best = d.best ? ` Best: ${DRILL_NAMES[d.best.kind as DrillKind] ?? d.best.kind} (${d.best.average}/10 on average).` : "";
      lines.push(`Drills: ${d.count} done, average score ${d.average}/10.${best}`);
    } else lines.push("Drills: none.");
    const r = a.rounds;
    const undecided = r.count - r.won - r.lost;
    lines.push(
      r.count > 0
        ? `Debate rounds: ${r.count} judged — ${r.won} won, ${r.lost} lost${undecided ? `, ${undecided} without a verdict` : ""}.`
        : "Debate rounds: none.",
    );
    lines.push(a.lessons.length > 0 ? `Lessons completed: ${a.lessons.length}` : "Lessons completed: none.");
    for (const l of a.lessons) lines.push(lessonLine(l));
    lines.push("", comparison(total, a.previousTotal));
  }
  lines.push(
    "",
    `See your progress: ${progressUrl}`,
    "",
    `You get this e-mail because the weekly summary is on. To stop it, turn off Weekly summary in Settings → Notifications: ${settingsUrl}`,
  );
  return { subject: `Your Rostrum week: ${label}`, text: lines.join("\n") };
}
