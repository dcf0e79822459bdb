// The offline motion bank, by topic and difficulty: src/content/motions.json. No topic and no motion
// appears twice.
import { z } from "zod";
import { loadContent, reportDuplicates, text, textList } from "./load";
import { LEVELS } from "#shared/levels.ts";

const topicMotionsSchema = z.strictObject({ topic: text, beginner: textList(), intermediate: textList(), advanced: textList() });

export const motionsSchema = z
  .array(topicMotionsSchema)
  .min(1)
  .superRefine((bank, ctx) => {
    reportDuplicates(
      bank.map((t) => t.topic),
      ctx,
      [],
      "topic",
    );
    const seen = new Set<string>();
    bank.forEach((t, i) =>
      LEVELS.forEach((d) =>
        t[d].forEach((m, j) => {
          if (seen.has(m)) ctx.addIssue({ code: "custom", path: [i, d, j], message: `duplicate motion "${m}"` });
          seen.add(m);
        }),
      ),
    );
  });
export type TopicMotions = z.output<typeof topicMotionsSchema>;

export const MOTIONS_FILE = "motions.json";
export const motionBank: TopicMotions[] = loadContent(MOTIONS_FILE, motionsSchema);
