import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { preparedFor } from "#server/db/prepared.ts";
import { profiles, session, user } from "#server/db/schema/auth.ts";

// The identity the session code needs at request time: a session with its user and profile, and the
// ADMIN_EMAILS grant when an address is confirmed. Here in the auth layer, beside the tables it reads,
// so auth needs no domain; the account domain writes profiles (sign-up, rename, the admin command).

export const isAdminEmail = (adminEmails: string[], email: string) => adminEmails.includes(email.toLowerCase());

const statements = preparedFor((db) => ({
  sessionByToken: db
    .select({
      expiresAt: session.expiresAt,
      id: user.id,
      email: user.email,
      name: user.name,
      emailVerified: user.emailVerified,
      username: profiles.username,
      role: profiles.role,
      isAdmin: profiles.isAdmin,
      mustChangePassword: profiles.mustChangePassword,
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
  const { username, role, isAdmin, mustChangePassword, ...rest } = row;
  return {
    ...rest,
    profile:
      username !== null && role !== null && isAdmin !== null ? { username, role, isAdmin, mustChangePassword: !!mustChangePassword } : null,
  };
}

/** After an address is confirmed: a listed one becomes an admin now (auth.ts, e-mail verification). */
export async function grantListedAdmin(db: Db, adminEmails: string[], u: { id: string; email: string }): Promise<void> {
  if (!isAdminEmail(adminEmails, u.email)) return;
  await db
    .update(profiles)
    .set({ isAdmin: true, adminSource: "list" })
    .where(and(eq(profiles.id, u.id), isNull(profiles.adminSource)));
}
