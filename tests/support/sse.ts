import type { TestClient } from "./test-server";

export interface SseEvent {
  event: string;
  data: any;
  /** performance.now() when the event's bytes arrived. */
  at: number;
}

/** POSTs to an SSE endpoint with the client's cookies and collects the events with their arrival times. */
export async function postSse(client: TestClient, path: string, body: unknown): Promise<{ status: number; json: any; events: SseEvent[] }> {
  const headers: Record<string, string> = { origin: client.base, "content-type": "application/json" };
  if (client.cookies.size) headers.cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  const res = await fetch(client.base + path, { method: "POST", headers, body: JSON.stringify(body) });
  if (!(res.headers.get("content-type") ?? "").includes("text/event-stream")) {
    return { status: res.status, json: await res.json().catch(() => null), events: [] };
  }
  const events: SseEvent[] = [];
  const decoder = new TextDecoder();
  let buffer = "";
  const reader = res.body!.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    const at = performance.now();
    buffer += decoder.decode(value, { stream: true });
    let cut: number;
    while ((cut = buffer.indexOf("\n\n")) >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? "message";
      const data = block
        .split("\n")
        .filter((l) => l.startsWith("data: "))
        .map((l) => l.slice(6))
        .join("\n");
      events.push({ event, data: JSON.parse(data), at });
    }
  }
  return { status: res.status, json: null, events };
}

export const deltasOf = (events: SseEvent[]) => events.filter((e) => e.event === "delta").map((e) => e.data as string);
