import { eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { isUniqueViolation } from "../db/errors";
import { preparedFor } from "../db/prepared";
import { profiles, session, user, userSettings } from "../db/schema";
import { defaultSettings } from "../../shared/settings/rules";
import type { Role } from "../../shared/validation/auth";
import type { SessionUser } from "../../shared/account/schemas";

// Profiles (username, role, admin flag) beside better-auth's user: read by the session middleware
// (with the session, when its cookie copy is stale), written by sign-up, at start (ADMIN_EMAILS) and
// by the admin command. A change shows on every browser within SESSION_USER_MAX_AGE_S.

/** better-auth's user, as far as a profile needs it. */
export interface AuthUser {
  id: string;
  email: string;
  name: string;
}

export async function usernameTaken(db: Db, username: string): Promise<boolean> {
  const rows = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(sql`lower(${profiles.username}) = lower(${username})`)
    .limit(1);
  return rows.length > 0;
}

export const isAdminEmail = (adminEmails: string[], email: string) => adminEmails.includes(email.toLowerCase());

/** Creates the profile and settings rows for a new account in one transaction. */
export async function createProfile(db: Db, adminEmails: string[], u: AuthUser, username: string, role: Role) {
  await db.transaction(async (tx) => {
    await tx.insert(profiles).values({ id: u.id, username, role, isAdmin: isAdminEmail(adminEmails, u.email) });
    await tx
      .insert(userSettings)
      .values({ userId: u.id, ...defaultSettings() })
      .onConflictDoNothing();
  });
}

/** Accounts made outside /api/signup (Google) get a student profile the first time they are seen. */
async function ensureProfile(db: Db, adminEmails: string[], u: AuthUser) {
  const found = await db.select().from(profiles).where(eq(profiles.id, u.id)).limit(1);
  if (found[0]) return found[0];
  const base = (u.name || u.email.split("@")[0]).trim().slice(0, 34) || "debater";
  for (let i = 0; i < 20; i++) {
    const candidate = i === 0 ? base : `${base} ${i + 1}`;
    if (await usernameTaken(db, candidate)) continue;
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

/** The signed-in user as the app sees it: better-auth's user joined with its profile. */
export async function sessionUserFor(db: Db, adminEmails: string[], u: AuthUser): Promise<SessionUser> {
  const p = await ensureProfile(db, adminEmails, u);
  return { id: u.id, email: u.email, username: p.username, role: p.role, isAdmin: p.isAdmin };
}

const statements = preparedFor((db) => ({
  sessionByToken: db
    .select({
      expiresAt: session.expiresAt,
      id: user.id,
      email: user.email,
      name: user.name,
      username: profiles.username,
      role: profiles.role,
      isAdmin: profiles.isAdmin,
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .leftJoin(profiles, eq(profiles.id, session.userId))
    .where(eq(session.token, sql.placeholder("token")))
    .limit(1)
    .prepare("session_user_by_token"),
}));

export type SessionRow = NonNullable<Awaited<ReturnType<typeof findSession>>>;

/**
 * A session by its token with its user and profile, in one query: what better-auth's getSession
 * (session, then user) and our profile read took three queries for. The profile is null for an
 * account made outside /api/signup that was not seen yet (sessionUserFor makes it).
 */
export async function findSession(db: Db, token: string) {
  const [row] = await statements(db).sessionByToken.execute({ token });
  if (!row) return null;
  const { username, role, isAdmin, ...rest } = row;
  return { ...rest, profile: username !== null && role !== null && isAdmin !== null ? { username, role, isAdmin } : null };
}

/** Makes the accounts listed in ADMIN_EMAILS admins (run at start). */
export async function applyAdminEmails(db: Db, emails: string[]): Promise<void> {
  if (emails.length === 0) return;
  const ids = db
    .select({ id: user.id })
    .from(user)
    .where(inArray(sql`lower(${user.email})`, emails));
  await db.update(profiles).set({ isAdmin: true }).where(inArray(profiles.id, ids));
}

/** Grants or revokes admin by e-mail; false when no such account exists. */
export async function setAdmin(db: Db, email: string, isAdmin: boolean): Promise<boolean> {
  const found = await db
    .select({ id: user.id })
    .from(user)
    .where(sql`lower(${user.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  if (!found[0]) return false;
  const updated = await db.update(profiles).set({ isAdmin }).where(eq(profiles.id, found[0].id)).returning({ id: profiles.id });
  return updated.length > 0;
}
