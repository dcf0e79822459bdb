import { call, client } from "#web/app/client.ts";
import type { DraftBody } from "#shared/drafts/schemas.ts";

/** A draft as the server holds it, with the version a save names so that it cannot replace a newer one unseen. */
export interface HeldDraft {
  body: DraftBody;
  version: number;
}

/** How the draft hook reaches the server; a test hands the hook its own. */
export interface DraftApi {
  load(key: string): Promise<HeldDraft | null>;
  /** Saves over `version` (0: no draft was there); throws a 409 ApiError when a newer one was saved since. */
  save(key: string, body: DraftBody, version: number): Promise<{ version: number }>;
  clear(key: string): Promise<void>;
}

const query = (key: string) => ({ params: { query: { key } } });

export const draftApi: DraftApi = {
  load: async (key) => (await call(client.GET("/api/drafts", query(key)))).draft ?? null,
  save: async (key, body, version) => {
    const saved = await call(client.PUT("/api/drafts", { ...query(key), body: { body, version } }));
    return { version: saved.version };
  },
  clear: async (key) => {
    await call(client.DELETE("/api/drafts", query(key)));
  },
};
