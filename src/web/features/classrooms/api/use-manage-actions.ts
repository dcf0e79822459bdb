import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call, client } from "#web/app/client.ts";
import { classroomKeys } from "./keys";
import type { AssessmentRules } from "#shared/classrooms/rules.ts";
import type { AssignableKind } from "#shared/classrooms/schemas.ts";

// The host's changes on the manage page; each one refreshes every classroom query (the list's counts,
// the grid, the students' views) because they all show what changed.
function useRefresh() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: classroomKeys.all });
}

/** DELETE /api/classrooms/{id}/members/{userId}: the student and their work in this class. */
export function useRemoveMember(classroomId: string) {
  const refresh = useRefresh();
  return useMutation({
    meta: { errorShown: true },
    mutationFn: (userId: string) =>
      call(client.DELETE("/api/classrooms/{classroomId}/members/{userId}", { params: { path: { classroomId, userId } } })),
    onSuccess: refresh,
  });
}

/** POST /api/classrooms/{id}/members/{userId}/reset-password: a temporary password, shown to the host once. */
export function useResetStudentPassword(classroomId: string) {
  return useMutation({
    meta: { errorShown: true },
    mutationFn: (userId: string) =>
      call(client.POST("/api/classrooms/{classroomId}/members/{userId}/reset-password", { params: { path: { classroomId, userId } } })),
  });
}

/** POST /api/classrooms/{id}/lessons: assigns a lesson of either kind, with an optional due date and rules (left out: the host's defaults). */
export function useAssignLesson(classroomId: string) {
  const refresh = useRefresh();
  return useMutation({
    meta: { errorShown: true },
    mutationFn: (v: { lessonId: string; kind: AssignableKind; dueAt: string | null; rules?: Partial<AssessmentRules> }) =>
      call(
        client.POST("/api/classrooms/{classroomId}/lessons", {
          params: { path: { classroomId } },
          body: { lesson_id: v.lessonId, kind: v.kind, due_at: v.dueAt, rules: v.rules },
        }),
      ),
    onSuccess: refresh,
  });
}

/** PATCH /api/classrooms/{id}/lessons/{lessonId}: sets or clears the due date, or changes any of the rules. */
export function useUpdateAssignment(classroomId: string) {
  const refresh = useRefresh();
  return useMutation({
    meta: { errorShown: true },
    mutationFn: (v: { lessonId: string; dueAt?: string | null; rules?: Partial<AssessmentRules> }) =>
      call(
        client.PATCH("/api/classrooms/{classroomId}/lessons/{lessonId}", {
          params: { path: { classroomId, lessonId: v.lessonId } },
          body: { due_at: v.dueAt, rules: v.rules },
        }),
      ),
    onSuccess: refresh,
  });
}

/** DELETE /api/classrooms/{id}/lessons/{lessonId}: unassigns it (the students' work on it goes too). */
export function useUnassignLesson(classroomId: string) {
  const refresh = useRefresh();
  return useMutation({
    meta: { errorShown: true },
    mutationFn: (lessonId: string) =>
      call(client.DELETE("/api/classrooms/{classroomId}/lessons/{lessonId}", { params: { path: { classroomId, lessonId } } })),
    onSuccess: refresh,
  });
}

/** DELETE /api/classrooms/{id}: the class with its members, assignments and progress. */
export function useDeleteClassroom(classroomId: string) {
  const qc = useQueryClient();
  return useMutation({
    meta: { errorShown: true },
    mutationFn: () => call(client.DELETE("/api/classrooms/{classroomId}", { params: { path: { classroomId } } })),
    onSuccess: () => {
      qc.removeQueries({ queryKey: classroomKeys.manage(classroomId) });
      return qc.invalidateQueries({ queryKey: classroomKeys.list });
    },
  });
}
