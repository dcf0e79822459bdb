import { ctxOf } from "../../http/context";
import { AI_ERRORS, featureApp, jsonRoute } from "../../http/route";
import { generateMotionResponse } from "../../../shared/motions/schemas";
import { generateMotion } from "./service";

export function motionRoutes() {
  const app = featureApp();
  app.openapi(
    jsonRoute({
      method: "get",
      path: "/api/generate-motion",
      tags: ["ai"],
      summary: "A new debate motion at the asker's difficulty, avoiding recent repeats",
      response: generateMotionResponse,
      errors: AI_ERRORS,
    }),
    async (c) => c.json(await generateMotion({ ctx: ctxOf(c) }), 200),
  );
  return app;
}
