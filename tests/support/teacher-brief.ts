// A teacher's brief for a typed motion, as the form would send it: the first argument of each side in
// full (illustrations, so no fact needs a source), the others a claim only.
import type { TeacherBrief } from "#shared/debate-assignments/brief.ts";

export const TYPED_MOTION = "This House would let pupils choose one school subject to drop at fourteen.";

export const TEACHER_BRIEF: TeacherBrief = {
  proposition: {
    arguments: [
      {
        title: "Motivation follows choice",
        claim: "Pupils who drop the subject they dread work harder at the ones they keep.",
        mechanism:
          "A pupil forced through a subject they have given up on spends effort on avoiding it. Freed from it, the same pupil has time and energy for the subjects they chose, and choice itself makes them own the result.",
        example: {
          kind: "illustration",
          text: "Imagine a pupil who fails French every term and stops revising for anything because school feels like a list of defeats.",
        },
        impact: "Motivated pupils learn more overall, and a dreaded subject no longer drags every other grade down with it.",
        rebuttal:
          "Fourteen-year-olds often dislike a subject because of one teacher or one bad year, and dropping it locks in a choice made at the worst moment. Schools can fix the teaching instead of letting pupils walk away.",
      },
      { claim: "Time freed from a dropped subject lets pupils go deeper in the subjects they will actually use." },
      { claim: "Giving teenagers a real choice teaches them to weigh options and live with the results." },
    ],
    weighing:
      "Our impact reaches every pupil who has already given up on a subject, every day of the school year, while their harm falls only on the few who would have come back to it later.",
  },
  opposition: {
    arguments: [
      {
        title: "Choices made too early",
        claim: "At fourteen, pupils drop subjects for the wrong reasons and close doors they will later want open.",
        mechanism:
          "Teenagers judge a subject by this year's teacher, their friends' choices or one bad mark. A subject dropped at fourteen is hard to pick up again, so a passing mood becomes a lasting limit on what they can study and do.",
        impact: "Pupils lose options for later study and work before they are old enough to know what those options are worth.",
        rebuttal:
          "Schools already guide pupils through choices at fourteen and sixteen, and one dropped subject closes far fewer doors than years of failing it. Motivation lost to a hated subject does more damage.",
      },
      { claim: "A broad education up to sixteen gives every pupil a shared base of knowledge as a citizen." },
    ],
  },
  clashes: ["Does choice at fourteen raise pupils' learning overall, or does it close doors before they can judge?"],
  actors: ["pupils", "parents", "teachers"],
  definitions:
    "Any pupil may drop one subject, except English and mathematics, at the start of the school year in which they turn fourteen.",
};
