import { ApiError } from "../../../app/client";

// The classrooms area's query keys: the list, a class's manage page, the student's view and one assigned lesson.
export const classroomKeys = {
  all: ["classrooms"] as const,
  list: ["classrooms", "list"] as const,
  manage: (classroomId: string) => ["classrooms", "manage", classroomId] as const,
  student: (classroomId: string) => ["classrooms", "student", classroomId] as const,
  lesson: (classroomId: string, lessonId: string) => ["classrooms", "lesson", classroomId, lessonId] as const,
};

/** Refusals (4xx) are answers, not hiccups: retrying them only delays the message. */
export const retryUnlessRefused = (count: number, err: unknown) =>
  !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 2;
