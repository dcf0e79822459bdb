import type { Server } from "node:http";
import { connect, type Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { capKey } from "#server/http/connection-guard.ts";
import { listen, type ListenOptions } from "#server/http/listen.ts";

// Slow and silent clients cannot hold connections: a connection must send its first request's headers
// within the header timeout of connecting (one that sends nothing is closed too), the whole request
// within the request timeout, and one address holds a capped number of connections at once. The
// production values are 15 s, 30 s and MAX_CONNECTIONS_PER_ADDRESS; here they are shortened.

const TIMEOUTS = { headersMs: 800, requestMs: 1_600, checkMs: 100 };

let server: Server | undefined;
const sockets: Socket[] = [];
afterEach(async () => {
  for (const s of sockets.splice(0)) s.destroy();
  await new Promise<void>((r) => (server ? server.close(() => r()) : r()));
  server = undefined;
});

async function start(opts: Partial<ListenOptions> = {}): Promise<number> {
  return new Promise((resolve) => {
    server = listen(
      async (req) => new Response(req.method === "POST" ? `got ${(await req.text()).length}` : "ok"),
      { port: 0, hostname: "127.0.0.1", timeouts: TIMEOUTS, ...opts },
      (info) => resolve(info.port),
    );
  });
}

interface Watched {
  socket: Socket;
  opened: Promise<void>;
  /** Milliseconds from connecting until the server closed the connection. */
  closedAfter: Promise<number>;
  received: () => string;
}

function open(port: number): Watched {
  const socket = connect(port, "127.0.0.1");
  sockets.push(socket);
  let connectedAt = 0;
  let text = "";
  socket.on("data", (d) => (text += d));
  socket.on("error", () => undefined);
  const opened = new Promise<void>((r) => socket.once("connect", () => ((connectedAt = Date.now()), r())));
  const closedAfter = new Promise<number>((r) => socket.once("close", () => r(Date.now() - connectedAt)));
  return { socket, opened, closedAfter, received: () => text };
}

const isOpen = (w: Watched, ms: number) =>
  Promise.race([w.closedAfter.then(() => false), new Promise<boolean>((r) => setTimeout(() => r(true), ms))]);

/** Writes `text` a character at a time, `everyMs` apart, while the socket lasts. */
function trickle(socket: Socket, text: string, everyMs: number) {
  let i = 0;
  const timer = setInterval(() => {
    if (socket.destroyed || i >= text.length) return clearInterval(timer);
    socket.write(text[i++]);
  }, everyMs);
  socket.once("close", () => clearInterval(timer));
}

describe("slow and silent connections", () => {
  it("closes a connection that sends nothing within the header timeout", async () => {
    const port = await start();
    const silent = open(port);
    await silent.opened;
    const after = await Promise.race([silent.closedAfter, new Promise<number>((r) => setTimeout(() => r(-1), 5_000))]);
    expect(after, "closed at all").toBeGreaterThan(0);
    expect(after).toBeGreaterThanOrEqual(TIMEOUTS.headersMs - 50);
    expect(after).toBeLessThan(TIMEOUTS.headersMs + 500);
  });

  it("closes a connection whose headers trickle in past the header timeout, counted from connecting", async () => {
    const port = await start();
    const slow = open(port);
    await slow.opened;
    // Still sending (a byte every 50 ms), never done: the first byte does not restart the clock.
    trickle(slow.socket, `GET / HTTP/1.1\r\nHost: x\r\nX-Slow: ${"a".repeat(200)}\r\n\r\n`, 50);
    const after = await Promise.race([slow.closedAfter, new Promise<number>((r) => setTimeout(() => r(-1), 5_000))]);
    expect(after, "closed at all").toBeGreaterThan(0);
    expect(after).toBeLessThan(TIMEOUTS.headersMs + 500);
  });

  it("ends a request whose body trickles in past the request timeout", async () => {
    const port = await start();
    const slow = open(port);
    await slow.opened;
    slow.socket.write("POST / HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nContent-Length: 500\r\n\r\n");
    trickle(slow.socket, "b".repeat(500), 50);
    const after = await Promise.race([slow.closedAfter, new Promise<number>((r) => setTimeout(() => r(-1), 6_000))]);
    expect(after, "closed at all").toBeGreaterThan(0);
    expect(after).toBeGreaterThanOrEqual(TIMEOUTS.requestMs - 50);
    expect(after).toBeLessThan(TIMEOUTS.requestMs + TIMEOUTS.checkMs + 500);
    expect(slow.received()).toMatch(/^HTTP\/1\.1 408/);
  });

  it("holds an idle kept-alive connection past a proxy's 60 s idle timeout, so a reused connection is not reset", async () => {
    const port = await start();
    const client = open(port);
    await client.opened;
    client.socket.write("GET / HTTP/1.1\r\nHost: x\r\n\r\n");
    await new Promise((r) => setTimeout(r, 200));
    const timeout = Number(/^Keep-Alive: timeout=(\d+)/im.exec(client.received())?.[1]);
    expect(timeout).toBeGreaterThan(60); // Node's default, 5 s, raced clients reusing the connection
  });

  it("keeps a connection whose request came in time, between requests as keep-alive allows", async () => {
    const port = await start();
    const client = open(port);
    await client.opened;
    client.socket.write("GET / HTTP/1.1\r\nHost: x\r\n\r\n");
    await new Promise((r) => setTimeout(r, 200));
    expect(client.received()).toMatch(/^HTTP\/1\.1 200/);
    expect(await isOpen(client, TIMEOUTS.headersMs + 400), "open past the first-headers timeout").toBe(true);
    client.socket.write("GET / HTTP/1.1\r\nHost: x\r\n\r\n");
    await new Promise((r) => setTimeout(r, 200));
    expect(client.received().match(/HTTP\/1\.1 200/g)).toHaveLength(2);
  });
});

describe("connections per address", () => {
  it("closes a connection past the cap at once, and takes one again when another has closed", async () => {
    const port = await start({ connectionsPerAddress: 3 });
    const first = [open(port), open(port), open(port)];
    await Promise.all(first.map((w) => w.opened));
    const extra = open(port);
    const after = await Promise.race([extra.closedAfter, new Promise<number>((r) => setTimeout(() => r(-1), 2_000))]);
    expect(after, "the fourth was closed").toBeGreaterThanOrEqual(0);
    expect(after).toBeLessThan(200);
    for (const w of first) expect(await isOpen(w, 0)).toBe(true);

    first[0].socket.destroy();
    await first[0].closedAfter;
    await new Promise((r) => setTimeout(r, 50));
    const again = open(port);
    await again.opened;
    again.socket.write("GET / HTTP/1.1\r\nHost: x\r\n\r\n");
    await new Promise((r) => setTimeout(r, 200));
    expect(again.received()).toMatch(/^HTTP\/1\.1 200/);
  });

  it("does not cap a trusted proxy, whose connections carry many clients", async () => {
    const port = await start({ connectionsPerAddress: 2, trustedProxies: ["127.0.0.0/8"] });
    const many = Array.from({ length: 5 }, () => open(port));
    await Promise.all(many.map((w) => w.opened));
    await new Promise((r) => setTimeout(r, 200));
    for (const w of many) expect(await isOpen(w, 0)).toBe(true);
  });
});

describe("what counts as one address", () => {
  it("is an IPv4 address, or an IPv6 address's /64", () => {
    expect(capKey("203.0.113.7")).toBe("203.0.113.7");
    expect(capKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(capKey("2001:db8:1:2:a:b:c:d")).toBe("2001:db8:1:2::/64");
    expect(capKey("2001:0db8:0001:0002::1")).toBe("2001:db8:1:2::/64");
    expect(capKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(capKey("::1")).toBe("0:0:0:0::/64");
  });
});
