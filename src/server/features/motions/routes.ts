import { z } from "zod";
import { ctxOf, featureApp, jsonRoute } from "../../http/route";
import { taskContextOf } from "../../ai/context";
import { generateMotion } from "./service";

export function motionRoutes() {
  const app = featureApp();
  app.openapi(
    jsonRoute({ method: "get", path: "/api/generate-motion", tags: ["ai"], summary: "A new debate motion at the asker's difficulty, avoiding recent repeats", response: z.object({ motion: z.string(), engine: z.string() }) }),
    async (c) => {
      const out = await generateMotion(ctxOf(c), await taskContextOf(c));
      return c.json({ motion: out.result.motion, engine: out.engine }, 200);
    },
  );
  return app;
}
