import type { SessionUser } from "../../shared/account/schemas";
import { AUTH_MESSAGES } from "../../shared/messages";
import { Forbidden, SessionEnded, Unauthorized } from "../errors";
import type { RequestCtx } from "./context";
import { currentUser } from "./session";

// The permission checks a service makes on its first line. Not signed in is 401; signed in without
// the role is 403. Each returns the signed-in user so the service need not look it up again.
// requireUser and the role checks trust the request's signed copy of the user, which may be up to a
// minute old (docs/security.md); requireAdminNow asks the database.

export function requireUser(ctx: Pick<RequestCtx, "who">): SessionUser {
  const who = ctx.who;
  if (who.kind !== "user") throw new Unauthorized(AUTH_MESSAGES.notSignedIn);
  return who.user;
}

export function requireTeacherOrAdmin(ctx: Pick<RequestCtx, "who">, message: string = AUTH_MESSAGES.accessDeniedTeachers): SessionUser {
  const user = requireUser(ctx);
  if (user.role !== "teacher" && !user.isAdmin) throw new Forbidden(message);
  return user;
}

export function requireAdmin(ctx: Pick<RequestCtx, "who">, message: string = AUTH_MESSAGES.accessDenied): SessionUser {
  const user = requireUser(ctx);
  if (!user.isAdmin) throw new Forbidden(message);
  return user;
}

/**
 * requireAdmin as the database has it now, for what an admin changes: a session signed out, revoked or
 * deleted, or admin rights taken back, stop admin writes at once rather than when the copy runs out.
 * One query, on admin writes only. A session gone is 401 (and the error handler drops its cookies).
 */
export async function requireAdminNow(
  ctx: Pick<RequestCtx, "who" | "db" | "auth" | "headers">,
  message: string = AUTH_MESSAGES.accessDenied,
): Promise<SessionUser> {
  requireAdmin(ctx, message);
  const user = await currentUser(ctx, ctx.headers.get("cookie"));
  if (!user) throw new SessionEnded();
  if (!user.isAdmin) throw new Forbidden(message);
  return user;
}
