import type { SessionUser } from "../../shared/account/schemas";
import { AUTH_MESSAGES } from "../../shared/messages";
import { Forbidden, Unauthorized } from "../errors";
import type { RequestCtx } from "./context";

// The permission checks a service makes on its first line. Not signed in is 401; signed in without
// the role is 403. Each returns the signed-in user so the service need not look it up again.

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
