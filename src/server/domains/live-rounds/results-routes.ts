// The student's own live-round results: in one class (its members) and across her classes (her progress).
// Released ballots only; the services check who asks on their first line.
import { featureApp, serviceRoute } from "#server/http/route.ts";
import { classroomLiveParams } from "#shared/live-rounds/schemas.ts";
import { myLiveResultsResponse } from "#shared/live-rounds/results.ts";
import { myClassLiveResults, myLiveResults } from "./results";

const tags = ["live rounds"];

export function liveResultRoutes() {
  const app = featureApp();

  serviceRoute(app, myClassLiveResults, {
    method: "get",
    path: "/api/classrooms/{classroomId}/live-results",
    tags,
    summary:
      "The asker's own results in the class's live rounds whose ballot is released: position, speaker and reply points, team result, the chair's reason (members; none for the host)",
    params: classroomLiveParams,
    response: myLiveResultsResponse,
    errors: { 404: "No such class" },
  });

  serviceRoute(app, myLiveResults, {
    method: "get",
    path: "/api/live-results",
    tags,
    summary: "The asker's own results in released live-round ballots, in every class she belongs to now, newest first",
    response: myLiveResultsResponse,
  });

  return app;
}
