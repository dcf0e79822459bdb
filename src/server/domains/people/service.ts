import { count, desc, eq, ilike, or } from "drizzle-orm";
import type { z } from "zod";
import { profiles, user } from "#server/db/schema/auth.ts";
import { makeTemporaryPassword, recordPasswordReset, storeTemporaryPassword } from "./temporary-password";
import { adminAudit } from "#server/db/schema/people.ts";
import type { Db } from "#server/db/client.ts";
import { Conflict, NotFound } from "#server/platform/errors.ts";
import { requireAdminNow } from "#server/auth/access.ts";
import { withTransaction, type ServiceCtx } from "#server/platform/context.ts";
import { PEOPLE_MESSAGES as M } from "#shared/messages/index.ts";
import {
  PEOPLE_PAGE_SIZE,
  type peopleQuery,
  type Person,
  type PeopleResponse,
  type ResetByAdminResponse,
  type roleChangeRequest,
} from "#shared/people/schemas.ts";

// Admin → People. Every change is checked against the database's admin flag (requireAdminNow, not the
// minute-old copy) and written to admin_audit with who made it. A role change shows on the person's
// screens within the minute their copy of the user lasts; the server's own checks of admin writes
// read the database, so a taken admin role stops those at once.

const columns = {
  id: user.id,
  username: profiles.username,
  email: user.email,
  role: profiles.role,
  isAdmin: profiles.isAdmin,
  createdAt: user.createdAt,
};

const asPerson = (r: { createdAt: Date } & Omit<Person, "createdAt">): Person => ({ ...r, createdAt: r.createdAt.toISOString() });

/** `%` and `_` in what the admin typed are letters, not wildcards. */
const likeText = (q: string) => `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

export async function listPeople({ ctx, query }: { ctx: ServiceCtx; query: z.output<typeof peopleQuery> }): Promise<PeopleResponse> {
  await requireAdminNow(ctx);
  const where = query.q ? or(ilike(profiles.username, likeText(query.q)), ilike(user.email, likeText(query.q))) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select(columns)
      .from(user)
      .innerJoin(profiles, eq(profiles.id, user.id))
      .where(where)
      .orderBy(desc(user.createdAt), user.id)
      .limit(PEOPLE_PAGE_SIZE)
      .offset((query.page - 1) * PEOPLE_PAGE_SIZE),
    ctx.db.select({ total: count() }).from(user).innerJoin(profiles, eq(profiles.id, user.id)).where(where),
  ]);
  return { people: rows.map(asPerson), total, page: query.page, pageSize: PEOPLE_PAGE_SIZE };
}

async function findPerson({ ctx: { db }, input: { id } }: { ctx: Pick<ServiceCtx, "db">; input: { id: string } }) {
  const [row] = await db.select(columns).from(user).innerJoin(profiles, eq(profiles.id, user.id)).where(eq(user.id, id)).limit(1);
  if (!row) throw new NotFound(M.personNotFound);
  return row;
}

/**
 * Gives or takes the admin or teacher role. The admins are locked while one is taken, so two admins
 * taking each other's role at once cannot leave none. Giving what the person has is no change and
 * no audit row.
 */
export async function changeRole({
  ctx,
  userId,
  input,
}: {
  ctx: ServiceCtx;
  userId: string;
  input: z.output<typeof roleChangeRequest>;
}): Promise<Person> {
  const me = await requireAdminNow(ctx);
  const person = await withTransaction(ctx, async (_ctx, tx) => {
    const target = await findPerson({ ctx: { db: tx as unknown as Db }, input: { id: userId } });
    const has = input.role === "admin" ? target.isAdmin : target.role === "teacher";
    if (has === input.granted) return target;
    if (input.role === "admin" && !input.granted) {
      const admins = await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.isAdmin, true)).for("update");
      if (admins.length <= 1) throw new Conflict(M.lastAdmin);
    }
    const change =
      input.role === "admin"
        ? { isAdmin: input.granted, adminSource: input.granted ? ("command" as const) : null }
        : { role: input.granted ? ("teacher" as const) : ("student" as const) };
    await tx.update(profiles).set(change).where(eq(profiles.id, userId));
    await tx.insert(adminAudit).values({
      actorId: me.id,
      actorEmail: me.email,
      targetId: target.id,
      targetEmail: target.email,
      action: `${input.granted ? "grant" : "revoke"}-${input.role}`,
    });
    return { ...target, ...change };
  });
  // The person's next request on this process reads the new role, not their minute-old copy (the class
  // and teacher checks read the database anyway: classrooms/access.ts, requireTeacherOrAdminNow).
  ctx.auth.endedSessions.userChanged(userId);
  return asPerson(person);
}

/**
 * An admin resets someone's password. With SMTP, better-auth's reset e-mail goes to them (the admin
 * never learns a password). Without, a temporary password replaces theirs, is answered once and never
 * stored in clear, every session of theirs ends, and they must choose their own at the next sign-in.
 */
export async function resetPasswordByAdmin({ ctx, userId }: { ctx: ServiceCtx; userId: string }): Promise<ResetByAdminResponse> {
  const me = await requireAdminNow(ctx);
  const target = await findPerson({ ctx, input: { id: userId } });
  if (ctx.config.smtp) {
    await ctx.auth.api.requestPasswordReset({ body: { email: target.email } });
    await recordPasswordReset(ctx.db, { actor: me, target, detail: { mode: "email" } });
    return { mode: "email" };
  }
  const { password, hash } = await makeTemporaryPassword(ctx);
  await withTransaction(ctx, async (_ctx, tx) => {
    await storeTemporaryPassword(tx, target.id, hash);
    await recordPasswordReset(tx, { actor: me, target, detail: { mode: "temporary" } });
  });
  ctx.auth.endedSessions.userSessions(target.id);
  return { mode: "temporary", password };
}
