import { and, count, eq, gt, or } from "drizzle-orm";
import type { z } from "zod";
import { generatedMaterial } from "#server/db/schema/ai.ts";
import { account, session, user, verification } from "#server/db/schema/auth.ts";
import { classroomMembers, classrooms } from "#server/db/schema/classrooms.ts";
import { debates } from "#server/db/schema/debate.ts";
import { drillAttempts } from "#server/db/schema/drills.ts";
import { lessonFolders, lessons } from "#server/db/schema/lessons.ts";
import { moduleLessons, moduleProgress, modules } from "#server/db/schema/modules.ts";
import { motionHistory } from "#server/db/schema/motions.ts";
import { adminAudit } from "#server/db/schema/people.ts";
import { forget, giveBack, take, type LimitRule } from "#server/platform/limits/limiter.ts";
import { aiUsageKey } from "#server/ai/usage.ts";
import { codeGuessUserKey } from "#server/platform/limits/code-guesses.ts";
import { draftSavesKey, liveAdviceKey } from "#server/platform/limits/rules.ts";
import { Invalid, NotFound, TooMany, Unauthorized } from "#server/platform/errors.ts";
import { requireUser } from "#server/auth/access.ts";
import { withTransaction, type ServiceCtx } from "#server/platform/context.ts";
import { PRIVACY_MESSAGES as M } from "#shared/messages/settings.ts";
import type { DeletePreview, deleteAccountRequest } from "#shared/privacy/schemas.ts";

/** What the admins' audit shows in place of a deleted account's e-mail. */
const DELETED_ACCOUNT = "(deleted account)";

/** Wrong passwords per account before deletion is refused for a while. */
const WRONG_PASSWORDS: LimitRule = { limit: 5, windowMs: 15 * 60_000 };
/** An account without a password (Google) proves itself with a session this young instead. */
const FRESH_SESSION_MS = 10 * 60_000;

/** The counter of wrong passwords, in the one limiter's table (platform/limits). */
const passwordKey = (userId: string) => `account-delete:${userId}`;

async function credentialHash({
  ctx: { db },
  input: { userId },
}: {
  ctx: Pick<ServiceCtx, "db">;
  input: { userId: string };
}): Promise<string | null> {
  const [row] = await db
    .select({ password: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, "credential")))
    .limit(1);
  return row?.password ?? null;
}

const n = (rows: { n: number }[]) => Number(rows[0]?.n ?? 0);

/** What deleting the signed-in user's account would take with it (and what stays, without an author). */
export async function previewDeletion({ ctx }: { ctx: ServiceCtx }): Promise<DeletePreview> {
  const me = requireUser(ctx);
  const { db } = ctx;
  const hosted = await db
    .select({ id: classrooms.id, name: classrooms.name, members: count(classroomMembers.userId) })
    .from(classrooms)
    .leftJoin(classroomMembers, eq(classroomMembers.classroomId, classrooms.id))
    .where(eq(classrooms.hostId, me.id))
    .groupBy(classrooms.id, classrooms.name, classrooms.createdAt)
    .orderBy(classrooms.createdAt);
  const c = () => db.select({ n: count() });
  return {
    hasPassword: (await credentialHash({ ctx: { db }, input: { userId: me.id } })) !== null,
    counts: {
      debates: n(
        await c()
          .from(debates)
          .where(or(eq(debates.userId, me.id), eq(debates.subject, `user:${me.id}`))),
      ),
      drillAttempts: n(await c().from(drillAttempts).where(eq(drillAttempts.userId, me.id))),
      moduleProgress: n(await c().from(moduleProgress).where(eq(moduleProgress.userId, me.id))),
      classroomsJoined: n(await c().from(classroomMembers).where(eq(classroomMembers.userId, me.id))),
      lessons: n(await c().from(lessons).where(eq(lessons.ownerId, me.id))),
      folders: n(await c().from(lessonFolders).where(eq(lessonFolders.ownerId, me.id))),
    },
    hostedClassrooms: hosted.map((h) => ({ ...h, members: Number(h.members) })),
    keptModules: n(await c().from(modules).where(eq(modules.createdBy, me.id))),
    keptModuleLessons: n(await c().from(moduleLessons).where(eq(moduleLessons.createdBy, me.id))),
  };
}

type DeleteInput = z.output<typeof deleteAccountRequest> & { sessionToken: string | null };

/**
 * Deletes the signed-in user's account and everything it owns in one transaction, after the password
 * (or, for an account without one, a fresh session). The session is read from the database, not from
 * the 60-second copy (docs/security.md). Modules and module lessons the user made stay, with no author
 * (their foreign keys set null); everything else that names the user goes by cascade or below.
 */
export async function deleteMyAccount({ ctx, input }: { ctx: ServiceCtx; input: DeleteInput }): Promise<void> {
  const me = requireUser(ctx);
  const { db } = ctx;
  const now = ctx.now().getTime();
  const [current] = input.sessionToken
    ? await db
        .select({ userId: session.userId, createdAt: session.createdAt })
        .from(session)
        .where(and(eq(session.token, input.sessionToken), gt(session.expiresAt, new Date(now))))
    : [];
  if (!current || current.userId !== me.id) throw new Unauthorized(M.sessionGone);

  const hash = await credentialHash({ ctx: { db }, input: { userId: me.id } });
  if (hash === null) {
    if (now - current.createdAt.getTime() > FRESH_SESSION_MS) throw new Invalid(M.signInAgain);
  } else {
    if (!input.password) throw new Invalid(M.passwordRequired);
    // Counted before the password is verified (so parallel tries cannot all be verified), given back
    // when it was right. Not under a held lock as code guesses are: verifying a password takes a while.
    const uses = [{ key: passwordKey(me.id), rule: WRONG_PASSWORDS }];
    const at = new Date(now);
    if (!(await take(db, uses[0].key, uses[0].rule, at))) throw new TooMany(M.tooManyPasswords);
    const auth = await ctx.auth.$context;
    if (!(await auth.password.verify({ hash, password: input.password }))) throw new Invalid(M.wrongPassword);
    await giveBack(db, uses, at);
  }

  const subject = `user:${me.id}`;
  await withTransaction(ctx, async (_ctx, tx) => {
    // Rows keyed by subject or by value rather than by a foreign key: the cascade from `user` cannot reach them.
    await tx.delete(motionHistory).where(eq(motionHistory.subject, subject));
    await forget(tx, aiUsageKey(subject));
    await forget(tx, codeGuessUserKey(me.id));
    await forget(tx, draftSavesKey(me.id));
    await forget(tx, liveAdviceKey(me.id));
    await tx.delete(generatedMaterial).where(eq(generatedMaterial.subject, subject));
    // The admins' audit keeps what was done, not who it was done by or to: the person's e-mail goes, and
    // the ids go null with the account.
    await tx.update(adminAudit).set({ actorEmail: DELETED_ACCOUNT }).where(eq(adminAudit.actorId, me.id));
    await tx.update(adminAudit).set({ targetEmail: DELETED_ACCOUNT }).where(eq(adminAudit.targetId, me.id));
    await tx.delete(debates).where(eq(debates.subject, subject));
    await tx.delete(verification).where(eq(verification.value, me.id));
    await forget(tx, passwordKey(me.id));
    // Sessions, sign-in methods, profile, settings, rounds, drills, progress, lessons, folders, memberships
    // and the classrooms the user hosts (with their members, assignments and work) follow by cascade.
    const gone = await tx.delete(user).where(eq(user.id, me.id)).returning({ id: user.id });
    if (gone.length === 0) throw new NotFound();
  });
  // Signed out everywhere: on this process at once, a copied cookie included (docs/security.md).
  ctx.auth.endedSessions.userSessions(me.id);
}
