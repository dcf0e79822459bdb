// The live round routes: a class's rounds (/api/classrooms/{id}/live-rounds) and one round's state,
// chair actions, points of information, notes and event stream (/api/live-rounds/{id}/…). Thin: parse,
// call the service, answer; each service checks who asks on its first line.
import { featureApp, serviceRoute } from "#server/http/route.ts";
import {
  chairActionRequest,
  classroomLiveParams,
  createLiveRoundRequest,
  liveNotesResponse,
  liveRoundListResponse,
  liveRoundParams,
  liveRoundStateResponse,
  poiAnswerRequest,
  ballotResponse,
  releaseBallotRequest,
  saveBallotRequest,
  savedNoteResponse,
  saveNoteRequest,
  practiceBallotResponse,
  practiceCountResponse,
} from "#shared/live-rounds/schemas.ts";
import { adviceResponse } from "#shared/live-rounds/advice.ts";
import { liveRoundSchema } from "#shared/live-rounds/schemas.ts";
import { z } from "zod";
import { createLiveRound, listLiveRounds } from "./create";
import { readBallot, releaseBallot, saveBallot } from "./ballot";
import { readNotes, saveNote } from "./notes";
import { readAdvice } from "./advice";
import { countPracticeBallots, readPracticeBallot, savePracticeBallot } from "./practice";
import { answerPoi, offerPoi } from "./poi";
import { chairAct, readLiveRound } from "./service";
import { mountEvents } from "./stream-route";

const tags = ["live rounds"];
const NOT_FOUND = { 404: "No such class or round" } as const;
const MOVED = { 409: "The round changed since the version given" } as const;
const base = "/api/live-rounds/{roundId}";

export function liveRoundRoutes() {
  const app = featureApp();

  serviceRoute(app, createLiveRound, {
    method: "post",
    path: "/api/classrooms/{classroomId}/live-rounds",
    tags,
    summary: "Create a live round for the class (its teacher): motion, format, prep and who speaks where",
    params: classroomLiveParams,
    body: createLiveRoundRequest,
    response: z.object({ round: liveRoundSchema }),
    errors: NOT_FOUND,
  });

  serviceRoute(app, listLiveRounds, {
    method: "get",
    path: "/api/classrooms/{classroomId}/live-rounds",
    tags,
    summary: "The class's live rounds, newest first (its teacher and students)",
    params: classroomLiveParams,
    response: liveRoundListResponse,
    errors: NOT_FOUND,
  });

  serviceRoute(app, readLiveRound, {
    method: "get",
    path: base,
    tags,
    summary: "The round's state now, with the server's clock (the class's teacher and students)",
    params: liveRoundParams,
    response: liveRoundStateResponse,
    errors: NOT_FOUND,
  });

  serviceRoute(app, chairAct, {
    method: "post",
    path: `${base}/actions`,
    tags,
    summary: "The chair starts, pauses, resumes, moves on, ends or re-times the round (at the version she saw)",
    params: liveRoundParams,
    body: chairActionRequest,
    response: liveRoundStateResponse,
    errors: { ...NOT_FOUND, ...MOVED },
  });

  serviceRoute(app, offerPoi, {
    method: "post",
    path: `${base}/poi`,
    tags,
    summary: "A debater on the other bench offers the speaker a point of information (inside the unprotected time only)",
    params: liveRoundParams,
    response: liveRoundStateResponse,
    errors: { ...NOT_FOUND, 409: "Already offered" },
  });

  serviceRoute(app, answerPoi, {
    method: "post",
    path: `${base}/poi/answer`,
    tags,
    summary: "The speaker accepts or declines a point of information on offer",
    params: liveRoundParams,
    body: poiAnswerRequest,
    response: liveRoundStateResponse,
    errors: NOT_FOUND,
  });

  serviceRoute(app, readNotes, {
    method: "get",
    path: `${base}/notes`,
    tags,
    summary: "The asker's notes in the round (the chair also reads every speech's text)",
    params: liveRoundParams,
    response: liveNotesResponse,
    errors: NOT_FOUND,
  });

  serviceRoute(app, saveNote, {
    method: "put",
    path: `${base}/notes`,
    tags,
    summary: "Save the asker's flow, or the notes or text of one of her speeches",
    params: liveRoundParams,
    body: saveNoteRequest,
    response: savedNoteResponse,
    errors: NOT_FOUND,
  });

  serviceRoute(app, readBallot, {
    method: "get",
    path: `${base}/ballot`,
    tags,
    summary: "The chair's ballot: always for the chair, for the class once released (null before)",
    params: liveRoundParams,
    response: ballotResponse,
    errors: NOT_FOUND,
  });

  serviceRoute(app, saveBallot, {
    method: "put",
    path: `${base}/ballot`,
    tags,
    summary: "The chair fills the ballot of a finished round in its format's scale (a low-point win needs confirming)",
    params: liveRoundParams,
    body: saveBallotRequest,
    response: ballotResponse,
    errors: { ...NOT_FOUND, 409: "The round is not finished, or a low-point win is not confirmed" },
  });

  serviceRoute(app, releaseBallot, {
    method: "post",
    path: `${base}/ballot/release`,
    tags,
    summary: "The chair releases the ballot to the class, or holds it back again",
    params: liveRoundParams,
    body: releaseBallotRequest,
    response: ballotResponse,
    errors: { 404: "No such round, or no ballot yet" },
  });

  serviceRoute(app, readAdvice, {
    method: "get",
    path: `${base}/advice`,
    tags,
    summary:
      "The AI's advisory ballot on the finished round, read from the speeches' kept text in the format's scale (the chair alone; never released)",
    params: liveRoundParams,
    response: adviceResponse,
    errors: { ...NOT_FOUND, 409: "The round is not finished", 429: "Asked too often in a few minutes" },
  });

  serviceRoute(app, readPracticeBallot, {
    method: "get",
    path: `${base}/practice-ballot`,
    tags,
    summary: "The asker's own practice ballot (a student in the audience), with the chair's once she releases it",
    params: liveRoundParams,
    response: practiceBallotResponse,
    errors: NOT_FOUND,
  });

  serviceRoute(app, savePracticeBallot, {
    method: "put",
    path: `${base}/practice-ballot`,
    tags,
    summary: "A student in the audience fills her practice ballot on the finished round, until the chair releases hers",
    params: liveRoundParams,
    body: saveBallotRequest,
    response: practiceBallotResponse,
    errors: { ...NOT_FOUND, 409: "The round is not finished, the chair's ballot is out, or a low-point win is not confirmed" },
  });

  serviceRoute(app, countPracticeBallots, {
    method: "get",
    path: `${base}/practice-ballots`,
    tags,
    summary: "How many practice ballots the audience filled (the chair)",
    params: liveRoundParams,
    response: practiceCountResponse,
    errors: NOT_FOUND,
  });

  mountEvents(app);
  return app;
}
