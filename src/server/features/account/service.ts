import { timingSafeEqual, createHash } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { profiles, user, userSettings } from "../../db/schema";
import type { Deps } from "../../http/context";
import { AppError, Conflict, Invalid } from "../../errors";
import { isUniqueViolation } from "../../db/errors";
import { AUTH_MESSAGES as M } from "../../../shared/messages";
import { defaultSettings } from "../../../shared/settings";
import type { SessionUser } from "../../../shared/profile";
import type { signupSchema } from "../../../shared/validation/auth";
import type { z } from "zod";

type AuthUser = { id: string; email: string; name: string };

function sameSecret(a: string, b: string): boolean {
  const h = (s: string) => createHash("sha256").update(s).digest();
  return timingSafeEqual(h(a), h(b));
}

export async function usernameTaken(db: Db, username: string): Promise<boolean> {
  const rows = await db.select({ id: profiles.id }).from(profiles).where(sql`lower(${profiles.username}) = lower(${username})`).limit(1);
  return rows.length > 0;
}

/** Creates the profile and settings rows for a new account in one transaction. */
async function createProfile(db: Db, adminEmails: string[], u: AuthUser, username: string, role: "student" | "teacher") {
  await db.transaction(async (tx) => {
    await tx.insert(profiles).values({ id: u.id, username, role, isAdmin: adminEmails.includes(u.email.toLowerCase()) });
    await tx.insert(userSettings).values({ userId: u.id, ...defaultSettings() }).onConflictDoNothing();
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

export async function sessionUserFor(deps: Pick<Deps, "db" | "config">, u: AuthUser): Promise<SessionUser> {
  const p = await ensureProfile(deps.db, deps.config.adminEmails, u);
  return { id: u.id, email: u.email, username: p.username, role: p.role, isAdmin: p.isAdmin };
}

export interface SignupResult {
  user: SessionUser;
  needsConfirmation: boolean;
  setCookies: string[];
}

export async function signup(deps: Deps, input: z.output<typeof signupSchema>, headers: Headers): Promise<SignupResult> {
  const { db, config, auth } = deps;
  if (input.role === "teacher" && !sameSecret(input.teacherCode ?? "", config.teacherAccessCode)) {
    throw new Invalid(M.invalidTeacherCode);
  }
  if (await usernameTaken(db, input.username)) throw new Conflict(M.usernameTaken);

  const res = await auth.api.signUpEmail({
    body: { name: input.username, email: input.email, password: input.password },
    headers,
    asResponse: true,
  });
  const body = (await res.json().catch(() => ({}))) as { token?: string | null; user?: AuthUser; message?: string; code?: string };
  if (!res.ok || !body.user) {
    if (body.code === "USER_ALREADY_EXISTS" || body.code === "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL") throw new Conflict(M.emailTaken);
    if (res.status === 429) throw new AppError(429, body.message ?? M.signupFailed);
    throw new Invalid(body.message ?? M.signupFailed);
  }
  try {
    await createProfile(db, config.adminEmails, body.user, input.username, input.role);
  } catch (err) {
    // Nothing half-made stays: without its profile the account is removed again.
    await db.delete(user).where(eq(user.id, body.user.id));
    if (isUniqueViolation(err)) throw new Conflict(M.usernameTaken);
    throw err;
  }
  const setCookies = res.headers.getSetCookie();
  return {
    user: { id: body.user.id, email: body.user.email, username: input.username, role: input.role, isAdmin: config.adminEmails.includes(body.user.email.toLowerCase()) },
    needsConfirmation: !body.token,
    setCookies: body.token ? setCookies : [],
  };
}

/** Makes the accounts listed in ADMIN_EMAILS admins (run at start). */
export async function applyAdminEmails(db: Db, emails: string[]): Promise<void> {
  if (emails.length === 0) return;
  const ids = db.select({ id: user.id }).from(user).where(inArray(sql`lower(${user.email})`, emails));
  await db.update(profiles).set({ isAdmin: true }).where(inArray(profiles.id, ids));
}

/** Grants or revokes admin by e-mail; false when no such account exists. */
export async function setAdmin(db: Db, email: string, isAdmin: boolean): Promise<boolean> {
  const found = await db.select({ id: user.id }).from(user).where(sql`lower(${user.email}) = ${email.trim().toLowerCase()}`).limit(1);
  if (!found[0]) return false;
  const updated = await db.update(profiles).set({ isAdmin }).where(eq(profiles.id, found[0].id)).returning({ id: profiles.id });
  return updated.length > 0;
}
