// The Hono environment every route and middleware shares: the request variables and the Node bindings.
// Its own file, so the helpers that read a request (headers, client address) need not import the context.
import type { IncomingHttpHeaders } from "node:http";
import type { Deps, ServiceCtx } from "#server/platform/context.ts";
import type { SessionUser } from "#shared/account/schemas.ts";

export type AppEnv = {
  Variables: { deps: Deps; user: SessionUser | null; ctx?: ServiceCtx };
  Bindings: { incoming?: { socket?: { remoteAddress?: string }; headers?: IncomingHttpHeaders } };
};
