import { call, client } from "#web/app/client.ts";
import type { DraftBody } from "#shared/drafts/schemas.ts";

/** How the draft hook reaches the server; a test hands the hook its own. */
export interface DraftApi {
  load(key: string): Promise<DraftBody | null>;
  save(key: string, body: DraftBody): Promise<void>;
  clear(key: string): Promise<void>;
}

const query = (key: string) => ({ params: { query: { key } } });

export const draftApi: DraftApi = {
  load: async (key) => (await call(client.GET("/api/drafts", query(key)))).draft?.body ?? null,
  save: async (key, body) => {
    await call(client.PUT("/api/drafts", { ...query(key), body: { body } }));
  },
  clear: async (key) => {
    await call(client.DELETE("/api/drafts", query(key)));
  },
};
