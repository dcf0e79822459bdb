import type { SessionUser } from "#shared/account/schemas.ts";
import { AUTH_MESSAGES } from "#shared/messages/index.ts";
import { Forbidden, SessionEnded, Unauthorized } from "#server/platform/errors.ts";
import type { ServiceCtx } from "#server/platform/context.ts";
import { currentUser } from "./session/fast-path";

// The permission checks a service makes on its first line. Not signed in is 401; signed in without
// the role is 403. Each returns the signed-in user so the service need not look it up again.
// requireUser and the role checks trust the request's signed copy of the user, which may be up to a
// minute old (docs/security.md); the *Now checks, for writes that need a role, ask the database.

export function requireUser(ctx: Pick<ServiceCtx, "who">): SessionUser {
  const who = ctx.who;
  if (who.kind !== "user") throw new Unauthorized(AUTH_MESSAGES.notSignedIn);
  return who.user;
}

const teacherOrAdmin = (user: SessionUser) => user.role === "teacher" || user.isAdmin;
const admin = (user: SessionUser) => user.isAdmin;

export function requireTeacherOrAdmin(ctx: Pick<ServiceCtx, "who">, message: string = AUTH_MESSAGES.accessDeniedTeachers): SessionUser {
  const user = requireUser(ctx);
  if (!teacherOrAdmin(user)) throw new Forbidden(message);
  return user;
}

export function requireAdmin(ctx: Pick<ServiceCtx, "who">, message: string = AUTH_MESSAGES.accessDenied): SessionUser {
  const user = requireUser(ctx);
  if (!admin(user)) throw new Forbidden(message);
  return user;
}

type NowCtx = Pick<ServiceCtx, "who" | "db" | "auth" | "headers">;

/**
 * The role check as the database has it now, for writes that need the role: a session signed out,
 * revoked or deleted, or the role taken back, stop them at once rather than when the copy runs out.
 * The copy is checked first, so a refusal it already knows costs no query. A session gone is 401
 * (and the error handler drops its cookies).
 */
async function confirmedNow(ctx: NowCtx, allowed: (user: SessionUser) => boolean, message: string): Promise<SessionUser> {
  if (!allowed(requireUser(ctx))) throw new Forbidden(message);
  const user = await currentUser(ctx, ctx.headers.get("cookie"));
  if (!user) throw new SessionEnded();
  if (!allowed(user)) throw new Forbidden(message);
  return user;
}

/** requireAdmin, asking the database (one query): for what an admin changes. */
export const requireAdminNow = (ctx: NowCtx, message: string = AUTH_MESSAGES.accessDenied) => confirmedNow(ctx, admin, message);

/** requireTeacherOrAdmin, asking the database (one query): for what a teacher changes. */
export const requireTeacherOrAdminNow = (ctx: NowCtx, message: string = AUTH_MESSAGES.accessDeniedTeachers) =>
  confirmedNow(ctx, teacherOrAdmin, message);
