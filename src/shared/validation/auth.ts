import { z } from "zod";
import { storableText } from "#shared/text.ts";
import { AUTH_MESSAGES as M } from "#shared/messages/auth.ts";
import { ACCOUNT_MESSAGES } from "#shared/messages/account.ts";

export const ROLES = ["student", "teacher"] as const;
export type Role = (typeof ROLES)[number];
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
export const NAME_MIN = 2;
export const NAME_MAX = 40;

// The spec's {email} shape: something@something.tld, no spaces.
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_RE.test(value.trim());
}

export const emailSchema = storableText(M.invalidEmail)
  .trim()
  .max(254, M.invalidEmail)
  .refine((v) => EMAIL_RE.test(v), M.invalidEmail)
  .transform((v) => v.toLowerCase());

export const passwordSchema = storableText(M.passwordTooShort).min(PASSWORD_MIN, M.passwordTooShort).max(PASSWORD_MAX, M.passwordTooLong);

export const usernameSchema = storableText(M.nameTooShort).trim().min(NAME_MIN, M.nameTooShort).max(NAME_MAX, M.nameTooLong);

/** What the server accepts at sign-up. Anything else in the body (is_admin, …) is ignored. */
export const signupSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
  role: z.enum(ROLES, { error: M.signupFormInvalid }).default("student"),
  teacherCode: storableText().trim().max(200).optional(),
});
export type SignupInput = z.input<typeof signupSchema>;

/** The login screen's rules (better-auth checks the same on the server). */
export const loginSchema = z.object({ email: emailSchema, password: passwordSchema });
export type LoginForm = z.input<typeof loginSchema>;

/**
 * The sign-up screen's rules: the server's schema, plus what only the screen has — the confirmation
 * box, and a teacher code that must not be blank (the server then checks that it is the right one).
 */
export const signupFormSchema = signupSchema
  .extend({ role: z.enum(ROLES), teacherCode: z.string(), confirm: z.string() })
  .superRefine((f, ctx) => {
    if (!f.confirm || f.confirm !== f.password) ctx.addIssue({ code: "custom", path: ["confirm"], message: M.passwordsDiffer });
    if (f.role === "teacher" && !f.teacherCode.trim())
      ctx.addIssue({ code: "custom", path: ["teacherCode"], message: M.invalidTeacherCode });
  });
export type SignupForm = z.input<typeof signupFormSchema>;

/** What the server accepts for a new username (Settings → Account); checked like sign-up's. */
export const changeUsernameSchema = z.object({ username: usernameSchema });

/** The change-password form: better-auth checks the current password and the new one's length again. */
export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1, ACCOUNT_MESSAGES.currentPasswordRequired),
    newPassword: passwordSchema,
    confirm: z.string(),
  })
  .superRefine((f, ctx) => {
    if (f.confirm !== f.newPassword) ctx.addIssue({ code: "custom", path: ["confirm"], message: M.passwordsDiffer });
  });
export type ChangePasswordForm = z.input<typeof changePasswordFormSchema>;
