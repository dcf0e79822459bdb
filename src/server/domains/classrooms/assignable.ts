// Which module lessons a teacher may assign to a class: those of a module the teacher may open. That is
// a public module, one they unlocked, the starter curriculum (a module no one created), or any module
// for an admin. A module lesson outside every module is nobody's to assign. One SQL condition, so the
// manage page's library and the assign check cannot disagree.
import { sql, type SQL } from "drizzle-orm";

/** True for a module (`m`, the alias the caller gives it) that `userId` may open. */
export function moduleOpenTo(userId: string): SQL {
  return sql`(m.is_public or m.created_by is null
    or exists (select 1 from user_unlocked_modules u where u.module_id = m.id and u.user_id = ${userId})
    or exists (select 1 from profiles pa where pa.id = ${userId} and pa.is_admin))`;
}
