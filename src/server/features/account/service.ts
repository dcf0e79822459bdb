import { timingSafeEqual, createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import { createProfile, isAdminEmail, usernameTaken, type AuthUser } from "../../core/profiles";
import { user } from "../../db/schema";
import { isUniqueViolation } from "../../db/errors";
import { AppError, Conflict, Invalid } from "../../errors";
import type { RequestCtx } from "../../http/context";
import type { MeResponse, SessionUser } from "../../../shared/account/schemas";
import { AUTH_MESSAGES as M } from "../../../shared/messages";
import type { signupSchema } from "../../../shared/validation/auth";

function sameSecret(a: string, b: string): boolean {
  const h = (s: string) => createHash("sha256").update(s).digest();
  return timingSafeEqual(h(a), h(b));
}

/** The signed-in user, or null: anyone may ask. */
export function me({ ctx }: { ctx: RequestCtx }): MeResponse {
  const who = ctx.who;
  return { user: who.kind === "user" ? who.user : null };
}

export interface SignupResult {
  user: SessionUser;
  needsConfirmation: boolean;
  /** better-auth's session cookie, for the route to pass on (none while the e-mail needs confirming). */
  setCookies: string[];
}

/** Creates an account (anyone may; a teacher must give the access code) with its profile and settings. */
export async function signup({ ctx, input }: { ctx: RequestCtx; input: z.output<typeof signupSchema> }): Promise<SignupResult> {
  const { db, config, auth } = ctx;
  if (input.role === "teacher" && !sameSecret(input.teacherCode ?? "", config.teacherAccessCode)) {
    throw new Invalid(M.invalidTeacherCode);
  }
  if (await usernameTaken(db, input.username)) throw new Conflict(M.usernameTaken);

  const res = await auth.api.signUpEmail({
    body: { name: input.username, email: input.email, password: input.password },
    headers: ctx.headers,
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
  return {
    user: {
      id: body.user.id,
      email: body.user.email,
      username: input.username,
      role: input.role,
      isAdmin: isAdminEmail(config.adminEmails, body.user.email),
    },
    needsConfirmation: !body.token,
    setCookies: body.token ? res.headers.getSetCookie() : [],
  };
}
