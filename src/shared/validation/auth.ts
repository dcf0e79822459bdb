import { z } from "zod";
import { AUTH_MESSAGES as M } from "../messages/auth";

export const ROLES = ["student", "teacher"] as const;
export type Role = (typeof ROLES)[number];
export const PASSWORD_MIN = 6;
export const NAME_MIN = 2;

// The spec's {email} shape: something@something.tld, no spaces.
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_RE.test(value.trim());
}

export const emailSchema = z
  .string({ error: M.invalidEmail })
  .trim()
  .max(254, M.invalidEmail)
  .refine((v) => EMAIL_RE.test(v), M.invalidEmail)
  .transform((v) => v.toLowerCase());

export const passwordSchema = z
  .string({ error: M.passwordTooShort })
  .min(PASSWORD_MIN, M.passwordTooShort)
  .max(128, "Password must be at most 128 characters.");

export const usernameSchema = z
  .string({ error: M.nameTooShort })
  .trim()
  .min(NAME_MIN, M.nameTooShort)
  .max(40, "Name must be at most 40 characters.");

/** What the server accepts at sign-up. Anything else in the body (is_admin, …) is ignored. */
export const signupSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
  role: z.enum(ROLES, { error: M.signupFormInvalid }).default("student"),
  teacherCode: z.string().trim().max(200).optional(),
});
export type SignupInput = z.input<typeof signupSchema>;

export const loginSchema = z.object({ email: emailSchema, password: passwordSchema });

export interface SignupForm {
  username: string;
  role: Role;
  teacherCode: string;
  email: string;
  password: string;
  confirm: string;
}

/** Field errors for the sign-up screen; an empty object means the form may be submitted. */
export function signupFormErrors(f: SignupForm): Partial<Record<keyof SignupForm, string>> {
  const errors: Partial<Record<keyof SignupForm, string>> = {};
  if (f.username.trim().length < NAME_MIN) errors.username = M.nameTooShort;
  if (!isValidEmail(f.email)) errors.email = M.invalidEmail;
  if (f.password.length < PASSWORD_MIN) errors.password = M.passwordTooShort;
  if (!f.confirm || f.confirm !== f.password) errors.confirm = M.passwordsDiffer;
  if (f.role === "teacher" && !f.teacherCode.trim()) errors.teacherCode = M.invalidTeacherCode;
  return errors;
}

export function loginFormErrors(f: { email: string; password: string }) {
  const errors: { email?: string; password?: string } = {};
  if (!isValidEmail(f.email)) errors.email = M.invalidEmail;
  if (f.password.length < PASSWORD_MIN) errors.password = M.passwordTooShort;
  return errors;
}
