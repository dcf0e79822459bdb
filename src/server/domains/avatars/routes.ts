import { createRoute, z } from "@hono/zod-openapi";
import { ctxOf } from "#server/http/context.ts";
import { requireUser } from "#server/auth/access.ts";
import { errorResponses, featureApp, jsonRoute } from "#server/http/route.ts";
import { SETTINGS_MESSAGES as M } from "#shared/messages/index.ts";
import { AVATAR_TYPES, avatarParams, avatarQuery, avatarResponse, isAvatarType } from "#shared/settings/avatar.ts";
import { readAvatar, removeAvatar, uploadAvatar } from "./service";
import { headerOf } from "#server/http/headers.ts";
import { routeBodyLimit } from "#server/http/body-limit.ts";
import { AVATAR_MAX_BYTES } from "#shared/settings/avatar-url.ts";

const tags = ["settings"];
const binary = z.string().meta({ format: "binary" });

const uploadRoute = createRoute({
  method: "put",
  path: "/api/me/avatar",
  tags,
  summary: "Upload the signed-in user's avatar (the image itself, up to 2 MB); stored as 256×256 WebP",
  request: {
    body: { required: true, content: Object.fromEntries(AVATAR_TYPES.map((type) => [type, { schema: binary }])) },
  },
  responses: {
    200: { description: "The profile's new avatar address", content: { "application/json": { schema: avatarResponse } } },
    ...errorResponses({ 400: "Not a readable image", 401: "Not signed in", 413: "Over 2 MB" }),
    415: {
      description: "Not PNG, JPEG or WebP, or not the type it is sent as",
      content: { "application/json": { schema: z.object({ error: z.string() }) } },
    },
  },
  // The image itself is the body: up to 2 MB, refused with its own message.
  middleware: [routeBodyLimit(AVATAR_MAX_BYTES, M.avatarTooLarge)],
});

const imageRoute = createRoute({
  method: "get",
  path: "/api/avatars/{userId}",
  tags,
  summary: "A user's uploaded avatar (signed-in users); cacheable for good when ?v is its current etag",
  request: { params: avatarParams, query: avatarQuery },
  responses: {
    200: { description: "The image", content: { "image/webp": { schema: binary } } },
    304: { description: "Not modified (If-None-Match)" },
    ...errorResponses({ 401: "Not signed in", 404: "No avatar" }),
  },
});

/** Uploaded avatars: the bytes live in user_avatars, the profile's avatar_url points at them. */
export function avatarRoutes() {
  const app = featureApp();

  app.openapi(uploadRoute, async (c) => {
    const ctx = ctxOf(c);
    requireUser(ctx); // signed out is 401 whatever was sent
    const type = (headerOf(c, "content-type") ?? "").split(";")[0].trim().toLowerCase();
    if (!isAvatarType(type)) return c.json({ error: M.avatarType }, 415);
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    return c.json(await uploadAvatar({ ctx, input: { bytes, type } }), 200);
  });

  app.openapi(
    jsonRoute({ method: "delete", path: "/api/me/avatar", tags, summary: "Remove the avatar (uploaded or URL)", response: avatarResponse }),
    async (c) => c.json(await removeAvatar({ ctx: ctxOf(c) }), 200),
  );

  app.openapi(imageRoute, async (c) => {
    const row = await readAvatar({ ctx: ctxOf(c), input: c.req.valid("param") });
    const current = c.req.valid("query").v === row.etag;
    const headers = {
      ETag: `"${row.etag}"`,
      // The address with ?v=<etag> changes with every upload, so that one can be kept for good.
      "Cache-Control": current ? "private, max-age=31536000, immutable" : "private, no-cache",
      "X-Content-Type-Options": "nosniff",
    };
    if (headerOf(c, "if-none-match") === headers.ETag) return c.body(null, 304, headers);
    return c.body(new Uint8Array(row.image), 200, { ...headers, "Content-Type": row.mime });
  });

  return app;
}
