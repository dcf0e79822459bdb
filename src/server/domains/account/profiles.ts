import { and, eq, inArray, isNull, ne, notInArray, notLike, or, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { isUniqueViolation } from "#server/db/errors.ts";
import { profiles, user } from "#server/db/schema/auth.ts";
import { userSettings } from "#server/db/schema/platform.ts";
import { isAdminEmail } from "#server/auth/identity.ts";
import { defaultSettings } from "#shared/settings/rules.ts";
import type { Role } from "#shared/validation/auth.ts";
import type { SessionUser } from "#shared/account/schemas.ts";
import type { Logger } from "#server/platform/logger.ts";
import { withTransaction } from "#server/platform/context.ts";
import { USERNAME_KEY_VERSION, normalizeUsername, usernameKey } from "./username";
import type { ServiceCtx } from "#server/platform/context.ts";

// The rule lives with the session code (auth/identity.ts), which grants it on e-mail confirmation.
export { isAdminEmail };

// Profiles (username, role, admin flag) beside better-auth's user: read by the session middleware
// (with the session, when its cookie copy is stale), written by sign-up, at start (ADMIN_EMAILS) and
// by the admin command. A change shows on every browser within SESSION_USER_MAX_AGE_S.

/** better-auth's user, as far as a profile needs it. */
export interface AuthUser {
  id: string;
  email: string;
  name: string;
  emailVerified?: boolean;
}

/** Whether a profile (other than `exceptId`'s own) has this name, or one that looks the same (core/username.ts). */
export async function usernameTaken({
  ctx: { db },
  input: { username, exceptId },
}: {
  ctx: Pick<ServiceCtx, "db">;
  input: { username: string; exceptId?: string };
}): Promise<boolean> {
  const same = or(sql`lower(${profiles.username}) = lower(${username})`, eq(profiles.usernameKey, usernameKey(username)));
  const rows = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(exceptId ? and(same, ne(profiles.id, exceptId)) : same)
    .limit(1);
  return rows.length > 0;
}

/**
 * ADMIN_EMAILS makes an admin of a new account only when its address is proven (a Google account's is);
 * an account made by /api/signup becomes one once confirmed (grantListedAdmin) or at the next start.
 */
const listedAndProven = (adminEmails: string[], u: AuthUser) => u.emailVerified === true && isAdminEmail(adminEmails, u.email);

/** Creates the profile and settings rows for a new account in one transaction. */
export async function createProfile(db: Db, adminEmails: string[], u: AuthUser, username: string, role: Role) {
  const admin = listedAndProven(adminEmails, u);
  await withTransaction({ db }, async (_c, tx) => {
    await tx
      .insert(profiles)
      .values({ id: u.id, username, usernameKey: usernameKey(username), role, isAdmin: admin, adminSource: admin ? "list" : null });
    await tx
      .insert(userSettings)
      .values({ userId: u.id, ...defaultSettings() })
      .onConflictDoNothing();
  });
}

/** Accounts made outside /api/signup (Google) get a student profile the first time they are seen. */
async function ensureProfile({
  ctx: { db },
  input: { adminEmails, u },
}: {
  ctx: Pick<ServiceCtx, "db">;
  input: { adminEmails: string[]; u: AuthUser };
}) {
  const found = await db.select().from(profiles).where(eq(profiles.id, u.id)).limit(1);
  if (found[0]) return found[0];
  const base =
    normalizeUsername((u.name || u.email.split("@")[0]).replace(/[\p{Cf}\p{Cc}]/gu, ""))
      .slice(0, 34)
      .trim() || "debater";
  for (let i = 0; i < 20; i++) {
    const candidate = i === 0 ? base : `${base} ${i + 1}`;
    if (await usernameTaken({ ctx: { db }, input: { username: candidate } })) continue;
    try {
      await createProfile(db, adminEmails, u, candidate, "student");
      break;
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
    }
  }
  const created = await db.select().from(profiles).where(eq(profiles.id, u.id)).limit(1);
  return created[0];
}

/** Gives the profile a new username (checked by the caller); false when the name was taken meanwhile. */
export async function renameProfile({
  ctx: { db },
  input: { id, username },
}: {
  ctx: Pick<ServiceCtx, "db">;
  input: { id: string; username: string };
}): Promise<boolean> {
  try {
    await db
      .update(profiles)
      .set({ username, usernameKey: usernameKey(username) })
      .where(eq(profiles.id, id));
    return true;
  } catch (err) {
    if (isUniqueViolation(err)) return false;
    throw err;
  }
}

/** The signed-in user as the app sees it: better-auth's user joined with its profile. */
export async function sessionUserFor({
  ctx: { db },
  input: { adminEmails, u },
}: {
  ctx: Pick<ServiceCtx, "db">;
  input: { adminEmails: string[]; u: AuthUser };
}): Promise<SessionUser> {
  const p = await ensureProfile({ ctx: { db }, input: { adminEmails, u } });
  return { id: u.id, email: u.email, username: p.username, role: p.role, isAdmin: p.isAdmin };
}

type StartLog = Pick<Logger, "info" | "warn">;

/**
 * ADMIN_EMAILS at start, as the whole truth: the listed accounts that exist now (with e-mail
 * confirmation on, only those whose address is confirmed) are admins; an admin the list made earlier
 * and no longer names is not. Grants made by the admin command are left alone. Says which in the log.
 */
export async function applyAdminEmails({
  ctx: { db, log },
  input: { emails, requireVerified },
}: {
  ctx: Pick<ServiceCtx, "db"> & { log: StartLog };
  input: { emails: string[]; requireVerified: boolean };
}): Promise<void> {
  const listed = emails.map((e) => e.toLowerCase());
  const eligible = db
    .select({ id: user.id })
    .from(user)
    .where(
      and(inArray(sql`lower(${user.email})`, listed.length ? listed : [""]), requireVerified ? eq(user.emailVerified, true) : undefined),
    );
  const revoked = await db
    .update(profiles)
    .set({ isAdmin: false, adminSource: null })
    .where(and(eq(profiles.adminSource, "list"), notInArray(profiles.id, eligible)))
    .returning({ id: profiles.id });
  await db
    .update(profiles)
    .set({ isAdmin: true, adminSource: "list" })
    .where(and(inArray(profiles.id, eligible), isNull(profiles.adminSource)));
  const accounts = listed.length
    ? await db
        .select({ email: user.email, verified: user.emailVerified, admin: profiles.isAdmin })
        .from(user)
        .innerJoin(profiles, eq(profiles.id, user.id))
        .where(inArray(sql`lower(${user.email})`, listed))
    : [];
  const found = new Set(accounts.map((a) => a.email.toLowerCase()));
  const admins = accounts.filter((a) => a.admin).map((a) => a.email);
  const unconfirmed = accounts.filter((a) => !a.admin).map((a) => a.email);
  const missing = listed.filter((e) => !found.has(e));
  const why = requireVerified ? "confirmed e-mail" : "account existing at start";
  if (admins.length) log.info({ admins, basis: why }, `ADMIN_EMAILS: admins (${why}): ${admins.join(", ")}`);
  if (unconfirmed.length) log.warn({ unconfirmed }, `ADMIN_EMAILS: not admins until their e-mail is confirmed: ${unconfirmed.join(", ")}`);
  if (missing.length)
    log.warn(
      { missing },
      `ADMIN_EMAILS: no account yet for ${missing.join(", ")}: such an account becomes an admin at a later start, or by npm run admin -- grant`,
    );
  if (revoked.length) log.info({ revoked: revoked.length }, `ADMIN_EMAILS: ${revoked.length} admin(s) no longer listed lost admin`);
}

/** Grants or revokes admin by e-mail (the admin command): a grant lasts whatever ADMIN_EMAILS says; false when no such account exists. */
export async function setAdmin(db: Db, email: string, isAdmin: boolean): Promise<boolean> {
  const found = await db
    .select({ id: user.id })
    .from(user)
    .where(sql`lower(${user.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  if (!found[0]) return false;
  const updated = await db
    .update(profiles)
    .set({ isAdmin, adminSource: isAdmin ? "command" : null })
    .where(eq(profiles.id, found[0].id))
    .returning({ id: profiles.id });
  return updated.length > 0;
}

/** Fills in the look-alike key of names made before keys existed or under an earlier rule (run at start; a no-op after). */
export async function fillUsernameKeys({ ctx: { db } }: { ctx: Pick<ServiceCtx, "db"> }): Promise<void> {
  const rows = await db
    .select({ id: profiles.id, username: profiles.username })
    .from(profiles)
    .where(or(isNull(profiles.usernameKey), notLike(profiles.usernameKey, `${USERNAME_KEY_VERSION}%`)));
  for (const r of rows)
    await db
      .update(profiles)
      .set({ usernameKey: usernameKey(r.username) })
      .where(eq(profiles.id, r.id));
}
