import { useParams } from "react-router";
import type { WorkKey } from "./api/use-student-work";

/** The route's three ids, or null when one is missing (the spec's 'Missing required parameters in the URL.'). */
export function useWorkKey(): WorkKey | null {
  const { classroomId, lessonId, studentId } = useParams();
  return classroomId && lessonId && studentId ? { classroomId, lessonId, studentId } : null;
}
