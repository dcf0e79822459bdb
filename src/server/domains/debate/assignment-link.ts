// A round handed in for a debate assignment is the student's work for their class, not only a practice
// round: it is kept past the cap on ordinary rounds, and the debater names the assignment it belongs to.
import { eq, notExists, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { debateAssignmentWork, debates } from "../../db/schema";

/** True for a round that no debate assignment links to (a condition on `debates`). */
export const notAssignmentRound = (db: Db | Tx) =>
  notExists(
    db
      .select({ one: sql`1` })
      .from(debateAssignmentWork)
      .where(eq(debateAssignmentWork.debateId, debates.id)),
  );
