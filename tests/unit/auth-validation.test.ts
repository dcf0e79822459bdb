import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { isValidEmail, loginSchema, signupFormSchema, signupSchema } from "#shared/validation/auth.ts";
import { AUTH_MESSAGES as M } from "#shared/messages/index.ts";

const good = {
  username: "Ada",
  role: "student" as const,
  teacherCode: "",
  email: "ada@example.com",
  password: "secret1",
  confirm: "secret1",
};

/** The first message per field, as the screens' form resolver shows them. */
function errorsOf(schema: z.ZodType, values: unknown): Record<string, string> {
  const r = schema.safeParse(values);
  const out: Record<string, string> = {};
  if (!r.success) for (const i of r.error.issues) out[i.path.join(".")] ??= i.message;
  return out;
}

describe("account validation", () => {
  it("checks e-mail shape after trimming", () => {
    expect(isValidEmail("  ada@example.com ")).toBe(true);
    for (const bad of ["", "ada", "ada@", "ada@example", "a da@example.com", "@example.com"]) expect(isValidEmail(bad)).toBe(false);
  });

  it("needs a password of at least 6 characters", () => {
    expect(errorsOf(loginSchema, { email: "a@b.co", password: "12345" }).password).toBe(M.passwordTooShort);
    expect(errorsOf(loginSchema, { email: "a@b.co", password: "123456" })).toEqual({});
    expect(errorsOf(loginSchema, { email: "nope", password: "123456" }).email).toBe(M.invalidEmail);
  });

  it("needs a display name of at least 2 characters after trimming", () => {
    expect(errorsOf(signupFormSchema, { ...good, username: " A " }).username).toBe(M.nameTooShort);
    expect(errorsOf(signupFormSchema, { ...good, username: "Al" })).toEqual({});
  });

  it("needs a non-empty confirmation equal to the password", () => {
    expect(errorsOf(signupFormSchema, { ...good, confirm: "" }).confirm).toBe(M.passwordsDiffer);
    expect(errorsOf(signupFormSchema, { ...good, confirm: "secret2" }).confirm).toBe(M.passwordsDiffer);
  });

  it("asks teachers for the access code", () => {
    expect(errorsOf(signupFormSchema, { ...good, role: "teacher" }).teacherCode).toBe(M.invalidTeacherCode);
    expect(errorsOf(signupFormSchema, { ...good, role: "teacher", teacherCode: "X1" })).toEqual({});
  });

  it("server schema trims, lower-cases the e-mail and defaults the role to student", () => {
    const parsed = signupSchema.parse({ username: "  Ada  ", email: " Ada@Example.COM ", password: "secret1" });
    expect(parsed).toMatchObject({ username: "Ada", email: "ada@example.com", role: "student" });
    expect(signupSchema.safeParse({ username: "Ada", email: "ada@example.com", password: "secret1", role: "admin" }).success).toBe(false);
    const short = signupSchema.safeParse({ username: "Ada", email: "ada@example.com", password: "12" });
    expect(short.success || short.error.issues[0].message).toBe(M.passwordTooShort);
  });
});
