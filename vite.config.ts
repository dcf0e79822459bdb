import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";

export default defineConfig({
  root: "src/web",
  plugins: [react()],
  build: {
    outDir: "../../dist/web",
    emptyOutDir: true,
    // dist/web/.vite/manifest.json: which chunks each entry and lazy route loads (scripts/size-budget.mjs reads it).
    manifest: true,
    chunkSizeWarningLimit: 900,
  },
  server: { proxy: { "/api": "http://127.0.0.1:3000" } },
});
