import { asc, eq, inArray, or } from "drizzle-orm";
import { generatedMaterial } from "#server/db/schema/ai.ts";
import { account, profiles, session, user } from "#server/db/schema/auth.ts";
import { debateMessages, debates } from "#server/db/schema/debate.ts";
import { drafts } from "#server/db/schema/drafts.ts";
import { drillAttempts } from "#server/db/schema/drills.ts";
import { lessonFolders, lessons } from "#server/db/schema/lessons.ts";
import { motionHistory } from "#server/db/schema/motions.ts";
import { adminAudit } from "#server/db/schema/people.ts";
import { userSettings } from "#server/db/schema/platform.ts";
import { NotFound } from "#server/platform/errors.ts";
import { requireUser } from "#server/auth/access.ts";
import { withTransaction, type ServiceCtx } from "#server/platform/context.ts";
import { iso } from "./export-shape";
import { counterOf } from "#server/platform/limits/limiter.ts";
import { aiUsageKey } from "#server/ai/usage.ts";
import { avatarOf, classroomsOf, modulesOf, weeklySummariesOf } from "./export-parts";
import { EXPORT_FORMAT, EXPORT_VERSION, type ExportDocument } from "#shared/privacy/schemas.ts";

// GET /api/me/export: every row that names the user (tests/api/privacy-export.test.ts finds those columns
// in the schema and checks each is here), and of other people only what the user's own rows point at
// (a host's username, the members of a classroom they host by username). Secrets stay out: no password
// hash, session token or provider token.

async function debatesOf({ ctx: { db: tx }, input: { userId } }: { ctx: Pick<ServiceCtx, "db">; input: { userId: string } }) {
  // A signed-in user's round carries both their id and their subject; either finds it.
  const rows = await tx
    .select()
    .from(debates)
    .where(or(eq(debates.userId, userId), eq(debates.subject, `user:${userId}`)))
    .orderBy(asc(debates.createdAt));
  const ids = rows.map((d) => d.id);
  const messages = ids.length
    ? await tx.select().from(debateMessages).where(inArray(debateMessages.debateId, ids)).orderBy(asc(debateMessages.id))
    : [];
  return rows.map((d) => ({
    id: d.id,
    motion: d.motion,
    side: d.side,
    status: d.status,
    verdict: d.verdict ?? null,
    createdAt: iso(d.createdAt),
    updatedAt: iso(d.updatedAt),
    finishedAt: iso(d.finishedAt),
    messages: messages
      .filter((m) => m.debateId === d.id)
      .map((m) => ({ role: m.role, content: m.content, engine: m.engine, createdAt: iso(m.createdAt) })),
  }));
}

function settingsOf({ userId: _id, updatedAt, ...groups }: typeof userSettings.$inferSelect): ExportDocument["settings"] {
  return { ...(groups as Record<keyof typeof groups, Record<string, unknown>>), updatedAt: iso(updatedAt) };
}

/** Everything the signed-in user owns, in one consistent read (docs/export-schema.json describes it). */
export async function exportMyData({ ctx }: { ctx: ServiceCtx }): Promise<ExportDocument> {
  const me = requireUser(ctx);
  const subject = `user:${me.id}`;
  return withTransaction(
    ctx,
    async (_ctx, tx) => {
      const [u] = await tx.select().from(user).where(eq(user.id, me.id));
      if (!u) throw new NotFound();
      const [p] = await tx.select().from(profiles).where(eq(profiles.id, me.id));
      const [s] = await tx.select().from(userSettings).where(eq(userSettings.userId, me.id));
      const methods = await tx.select().from(account).where(eq(account.userId, me.id));
      const sessions = await tx.select().from(session).where(eq(session.userId, me.id)).orderBy(asc(session.createdAt));
      const history = await tx.select().from(motionHistory).where(eq(motionHistory.subject, subject)).orderBy(asc(motionHistory.shownAt));
      const usage = await counterOf(tx, aiUsageKey(subject));
      const generated = await tx
        .select()
        .from(generatedMaterial)
        .where(eq(generatedMaterial.subject, subject))
        .orderBy(asc(generatedMaterial.id));
      const audit = await tx
        .select({ at: adminAudit.at, action: adminAudit.action, actorId: adminAudit.actorId })
        .from(adminAudit)
        .where(or(eq(adminAudit.actorId, me.id), eq(adminAudit.targetId, me.id)))
        .orderBy(asc(adminAudit.at));
      const drills = await tx.select().from(drillAttempts).where(eq(drillAttempts.userId, me.id)).orderBy(asc(drillAttempts.createdAt));
      const saved = await tx.select().from(drafts).where(eq(drafts.userId, me.id)).orderBy(asc(drafts.updatedAt));
      const folders = await tx.select().from(lessonFolders).where(eq(lessonFolders.ownerId, me.id)).orderBy(asc(lessonFolders.createdAt));
      const owned = await tx.select().from(lessons).where(eq(lessons.ownerId, me.id)).orderBy(asc(lessons.createdAt));
      return {
        format: EXPORT_FORMAT,
        version: EXPORT_VERSION,
        exportedAt: ctx.now().toISOString(),
        account: { ...u, createdAt: iso(u.createdAt), updatedAt: iso(u.updatedAt) },
        signIn: {
          methods: methods.map((a) => ({ provider: a.providerId, createdAt: iso(a.createdAt) })),
          sessions: sessions.map((x) => ({
            createdAt: iso(x.createdAt),
            expiresAt: iso(x.expiresAt),
            ipAddress: x.ipAddress,
            userAgent: x.userAgent,
          })),
        },
        profile: p ? { username: p.username, role: p.role, isAdmin: p.isAdmin, createdAt: iso(p.createdAt) } : null,
        settings: s ? settingsOf(s) : null,
        debates: await debatesOf({ ctx: { db: tx }, input: { userId: me.id } }),
        motionHistory: history.map((h) => ({ motion: h.motion, shownAt: iso(h.shownAt) })),
        aiUsage: usage ? [{ day: iso(usage.windowStart).slice(0, 10), count: usage.count }] : [],
        generatedMaterial: generated.map((g) => ({ kind: g.kind, motion: g.motion, content: g.content, createdAt: iso(g.createdAt) })),
        drillAttempts: drills.map(({ userId: _u, createdAt, ...d }) => ({ ...d, createdAt: iso(createdAt) })),
        drafts: saved.map((d) => ({ item: d.itemKey, body: d.body, updatedAt: iso(d.updatedAt) })),
        modules: await modulesOf({ ctx: { db: tx }, input: { userId: me.id } }),
        classrooms: await classroomsOf({ ctx: { db: tx }, input: { userId: me.id } }),
        lessons: {
          folders: folders.map((f) => ({ id: f.id, name: f.name, createdAt: iso(f.createdAt) })),
          lessons: owned.map(({ ownerId: _o, createdAt, updatedAt, ...l }) => ({
            ...l,
            createdAt: iso(createdAt),
            updatedAt: iso(updatedAt),
          })),
        },
        avatar: await avatarOf({ ctx: { db: tx }, input: { userId: me.id } }),
        adminAudit: audit.map((a) => ({
          at: iso(a.at),
          action: a.action,
          as: a.actorId === me.id ? ("actor" as const) : ("target" as const),
        })),
        weeklySummaries: await weeklySummariesOf({ ctx: { db: tx }, input: { userId: me.id } }),
      };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}
