// Builds and runs the benchmark's server children (app-server.ts, bare-server.ts, catalogue-bare-server.ts,
// manage-bare-server.ts).
// They are compiled with esbuild, as production runs built JavaScript (tsx would add its loader and
// transpiled sources to the memory and start-up figures); BENCH_TSX=1 runs it through tsx instead.
import { fork, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build, type Plugin } from "esbuild";
import { CHILD_ENV } from "#scripts/lib/run-child.mjs";

const entries = {
  app: fileURLToPath(new URL("./app-server.ts", import.meta.url)),
  bare: fileURLToPath(new URL("./bare-server.ts", import.meta.url)),
  "catalogue-bare": fileURLToPath(new URL("./catalogue-bare-server.ts", import.meta.url)),
  "manage-bare": fileURLToPath(new URL("./manage-bare-server.ts", import.meta.url)),
};
export type ChildMode = keyof typeof entries;
const root = fileURLToPath(new URL("../../", import.meta.url));
// Inside the project, so the bundle's bare imports (packages stay external) resolve to node_modules;
// one folder per checkout, as a copy of the project may share node_modules through a link.
const outDir = `${root}node_modules/.cache/rostrum-bench/${createHash("sha1").update(root).digest("hex").slice(0, 8)}`;

// The server finds its migrations and dist/web relative to its own source file; keep each source's
// import.meta.url pointing at that file, not at the bundle.
const keepImportMetaUrl: Plugin = {
  name: "keep-import-meta-url",
  setup(b) {
    b.onLoad({ filter: /[\\/]src[\\/].*\.ts$/ }, (args) => ({
      contents: readFileSync(args.path, "utf8").replaceAll("import.meta.url", JSON.stringify(pathToFileURL(args.path).href)),
      loader: "ts",
    }));
  },
};

let built: Promise<void> | null = null;

/** The child's entry: a bundled .mjs (all built once per run), or the .ts source under tsx. */
export async function childEntry(mode: ChildMode): Promise<string> {
  if (process.env.BENCH_TSX === "1") return entries[mode];
  built ??= (async () => {
    mkdirSync(outDir, { recursive: true });
    await build({
      entryPoints: Object.values(entries),
      outdir: outDir,
      outExtension: { ".js": ".mjs" },
      bundle: true,
      platform: "node",
      format: "esm",
      target: "node20",
      packages: "external",
      plugins: [keepImportMetaUrl],
      logLevel: "warning",
    });
  })();
  await built;
  return `${outDir}/${mode}-server.mjs`;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });
}

export interface Child {
  url: string;
  pid: number;
  /** Resident memory now, in MiB (Linux /proc). */
  rssMiB(): number;
  stop(): Promise<void>;
}

/** Starts the app or a bare server and resolves once it listens. */
export async function startChild(mode: ChildMode, env: { dataDir: string; databaseUrl?: string }): Promise<Child> {
  const file = await childEntry(mode);
  const port = await freePort();
  const proc: ChildProcess = fork(file, [], {
    // BENCH_APP_NODE_ARGS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof"): Node flags for the app child, to profile it under load.
    execArgv: [
      ...(file.endsWith(".ts") ? ["--import", "tsx"] : []),
      ...(mode === "app" ? (process.env.BENCH_APP_NODE_ARGS ?? "").split(" ").filter(Boolean) : []),
    ],
    env: {
      ...CHILD_ENV, // as `npm start` runs the server
      ...process.env,
      NODE_ENV: "production",
      BENCH_PORT: String(port),
      BENCH_DATA_DIR: env.dataDir,
      BENCH_DATABASE_URL: env.databaseUrl ?? "",
    },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  await new Promise<void>((resolve, reject) => {
    proc.once("message", () => resolve());
    proc.once("exit", (code) => reject(new Error(`bench ${mode} server exited (${code}) before listening`)));
  });
  const exited = new Promise<void>((resolve) => proc.once("exit", () => resolve()));
  return {
    url: `http://127.0.0.1:${port}`,
    pid: proc.pid!,
    rssMiB() {
      const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${proc.pid}/status`, "utf8"))?.[1];
      return kb ? Number(kb) / 1024 : NaN;
    },
    async stop() {
      proc.kill("SIGTERM");
      const timer = setTimeout(() => proc.kill("SIGKILL"), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
