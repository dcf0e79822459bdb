// The debate assignments' calls: the motion bank, the host's and the member's lists, assign, unassign,
// start, one student's round, the grade, and the teacher's brief (read, save, draft). Every change refreshes the debate assignment queries.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call, client } from "#web/app/client.ts";
import { liveRefresh } from "#web/features/classrooms/api/live-refresh.ts";
import { classroomKeys } from "#web/features/classrooms/api/keys.ts";
import type { TeacherBrief } from "#shared/debate-assignments/brief.ts";

const keys = {
  all: ["debate-assignments"] as const,
  bank: ["debate-assignments", "bank"] as const,
  host: (classroomId: string) => ["debate-assignments", "host", classroomId] as const,
  mine: (classroomId: string) => ["debate-assignments", "mine", classroomId] as const,
  work: (classroomId: string, assignmentId: string, studentId: string) =>
    ["debate-assignments", "work", classroomId, assignmentId, studentId] as const,
  brief: (classroomId: string, assignmentId: string) => ["debate-assignments", "brief", classroomId, assignmentId] as const,
};

function useRefresh() {
  const qc = useQueryClient();
  // The gradebook has a column per debate assignment: it refreshes with them.
  return () => Promise.all([qc.invalidateQueries({ queryKey: keys.all }), qc.invalidateQueries({ queryKey: classroomKeys.all })]);
}

export function useMotionBank() {
  return useQuery({ queryKey: keys.bank, queryFn: ({ signal }) => call(client.GET("/api/motion-bank", { signal })), staleTime: Infinity });
}

export function useHostDebates(classroomId: string) {
  return useQuery({
    queryKey: keys.host(classroomId),
    queryFn: ({ signal }) => call(client.GET("/api/classrooms/{classroomId}/debates", { params: { path: { classroomId } }, signal })),
    ...liveRefresh,
  });
}

export function useMyDebates(classroomId: string) {
  return useQuery({
    queryKey: keys.mine(classroomId),
    queryFn: ({ signal }) => call(client.GET("/api/classrooms/{classroomId}/debates/mine", { params: { path: { classroomId } }, signal })),
  });
}

export function useDebateWork(classroomId: string, assignmentId: string, studentId: string) {
  return useQuery({
    queryKey: keys.work(classroomId, assignmentId, studentId),
    queryFn: ({ signal }) =>
      call(
        client.GET("/api/classrooms/{classroomId}/debates/{assignmentId}/students/{studentId}", {
          params: { path: { classroomId, assignmentId, studentId } },
          signal,
        }),
      ),
  });
}

export type AssignDebateValues = {
  motion: string;
  side: "Government" | "Opposition" | "random";
  due_at: string | null;
  drill: "argument" | "characterization" | "refutation" | "clashes" | "modeling" | "framing" | null;
};

export function useAssignDebate(classroomId: string) {
  const refresh = useRefresh();
  return useMutation({
    meta: { errorShown: true },
    mutationFn: (body: AssignDebateValues) =>
      call(client.POST("/api/classrooms/{classroomId}/debates", { params: { path: { classroomId } }, body })),
    onSuccess: refresh,
  });
}

export function useUnassignDebate(classroomId: string) {
  const refresh = useRefresh();
  return useMutation({
    meta: { errorShown: true },
    mutationFn: (assignmentId: string) =>
      call(client.DELETE("/api/classrooms/{classroomId}/debates/{assignmentId}", { params: { path: { classroomId, assignmentId } } })),
    onSuccess: refresh,
  });
}

export function useStartAssignedDebate(classroomId: string) {
  const refresh = useRefresh();
  return useMutation({
    meta: { errorShown: true },
    mutationFn: (assignmentId: string) =>
      call(client.POST("/api/classrooms/{classroomId}/debates/{assignmentId}/start", { params: { path: { classroomId, assignmentId } } })),
    onSuccess: refresh,
  });
}

export function useGradeDebate(classroomId: string, assignmentId: string, studentId: string) {
  const refresh = useRefresh();
  return useMutation({
    meta: { errorShown: true },
    mutationFn: (body: { matter: number; manner: number; method: number; comment: string }) =>
      call(
        client.PUT("/api/classrooms/{classroomId}/debates/{assignmentId}/students/{studentId}/grade", {
          params: { path: { classroomId, assignmentId, studentId } },
          body,
        }),
      ),
    onSuccess: refresh,
  });
}

/** POST …/students/{studentId}/return: hand a judged round back with a comment and, perhaps, one more round (the host). */
export function useReturnDebate(classroomId: string, assignmentId: string, studentId: string) {
  const refresh = useRefresh();
  return useMutation({
    meta: { errorShown: true },
    mutationFn: (body: { comment: string; extra_attempt: boolean }) =>
      call(
        client.POST("/api/classrooms/{classroomId}/debates/{assignmentId}/students/{studentId}/return", {
          params: { path: { classroomId, assignmentId, studentId } },
          body,
        }),
      ),
    onSuccess: refresh,
  });
}

export function useTeacherBrief(classroomId: string, assignmentId: string) {
  return useQuery({
    queryKey: keys.brief(classroomId, assignmentId),
    queryFn: ({ signal }) =>
      call(
        client.GET("/api/classrooms/{classroomId}/debates/{assignmentId}/brief", {
          params: { path: { classroomId, assignmentId } },
          signal,
        }),
      ),
  });
}

export function useSaveTeacherBrief(classroomId: string, assignmentId: string) {
  const refresh = useRefresh();
  return useMutation({
    meta: { errorShown: true },
    mutationFn: (brief: TeacherBrief | null) =>
      call(
        client.PUT("/api/classrooms/{classroomId}/debates/{assignmentId}/brief", {
          params: { path: { classroomId, assignmentId } },
          body: { brief },
        }),
      ),
    onSuccess: refresh,
  });
}

/** A model's draft: handed to the form, never saved by itself. */
export function useDraftTeacherBrief(classroomId: string, assignmentId: string) {
  return useMutation({
    meta: { errorShown: true },
    mutationFn: () =>
      call(
        client.POST("/api/classrooms/{classroomId}/debates/{assignmentId}/brief/draft", {
          params: { path: { classroomId, assignmentId } },
        }),
      ),
  });
}
