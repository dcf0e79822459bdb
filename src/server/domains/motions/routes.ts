import { AI_ERRORS, featureApp, serviceRoute } from "#server/http/route.ts";
import { generateMotionResponse } from "#shared/motions/schemas.ts";
import { generateMotion } from "./service";

export function motionRoutes() {
  const app = featureApp();
  serviceRoute(app, generateMotion, {
    method: "get",
    path: "/api/generate-motion",
    tags: ["ai"],
    summary: "A new debate motion at the asker's difficulty, avoiding recent repeats",
    response: generateMotionResponse,
    errors: AI_ERRORS,
  });
  return app;
}
