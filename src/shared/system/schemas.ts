// System contracts: the health check and what the sign-in screens and about page need to know.
import { z } from "zod";

/** GET /api/health: 200 when the database answers, 503 (same shape) when it does not. */
export const healthResponse = z.object({ ok: z.boolean(), database: z.enum(["up", "down"]) });

/** GET /api/public-config. */
export const publicConfigResponse = z.object({
  /** "Continue with Google" works on this server. */
  google: z.boolean(),
  /** New accounts must confirm their e-mail before signing in. */
  emailConfirmation: z.boolean(),
  contactEmail: z.string(),
});

export type HealthResponse = z.infer<typeof healthResponse>;
export type PublicConfig = z.infer<typeof publicConfigResponse>;

/** Every error answer of the API: the message to show, word for word. */
export const errorResponse = z.object({ error: z.string() });
export type ErrorResponse = z.infer<typeof errorResponse>;
