import { useParams } from "react-router";
import { ApiError } from "../../app/client";
import { FEEDBACK_MESSAGES as F } from "../../../shared/messages/classrooms";
import type { WorkKey } from "./api/use-student-work";

/** The route's three ids, or null when one is missing (the spec's 'Missing required parameters in the URL.'). */
export function useWorkKey(): WorkKey | null {
  const { classroomId, lessonId, studentId } = useParams();
  return classroomId && lessonId && studentId ? { classroomId, lessonId, studentId } : null;
}

/** The load error in the spec's words: a missing lesson or work, a refusal's own reason, else the generic failure. */
export function loadError(err: unknown): string {
  if (!(err instanceof ApiError)) return F.loadFailed;
  if (err.status === 404 || err.status === 400) return F.notFound;
  return err.status === 403 && err.message ? err.message : F.loadFailed;
}
