import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, errorText } from "../../app/api";
import { DRILL_CALL_ERRORS } from "../../../shared/messages/drills";
import type { DrillKind } from "../../../shared/drills/schemas";
import type { Skill } from "../../../shared/drills/skill";
import type { Weights } from "../../../shared/settings";

/** Every drill answer says which engine wrote it; scored calls also give the saved attempt's id. */
export type Answer<T> = T & { engine: string; attemptId?: string | null };
export type DrillCall = Exclude<keyof typeof DRILL_CALL_ERRORS, "generate-motion">;

export const progressKey = ["training", "progress"] as const;

// The error's message is already the text to show: the server's words, else the catalogue's.
async function withFallback<T>(run: () => Promise<T>, fallback: string): Promise<T> {
  try {
    return await run();
  } catch (err) {
    throw new Error(errorText(err, fallback));
  }
}

export function useDrillCall<T>(call: DrillCall) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: unknown) => withFallback(() => api.post<Answer<T>>(`/api/${call}`, body), DRILL_CALL_ERRORS[call]),
    // A saved attempt changes the progress page; mark it stale rather than refetching now.
    onSuccess: (data) => {
      if (data.attemptId) qc.invalidateQueries({ queryKey: progressKey, refetchType: "none" });
    },
  });
}

export function useGenerateMotion(onMotion: (motion: string) => void) {
  return useMutation({
    mutationFn: () => withFallback(() => api.get<{ motion: string; engine: string }>("/api/generate-motion"), DRILL_CALL_ERRORS["generate-motion"]),
    onSuccess: (data) => onMotion(data.motion),
  });
}

export interface AttemptSummary {
  id: string;
  drill: DrillKind;
  motion: string;
  overall: number;
  engine: string;
  createdAt: string;
  dimensions: Record<string, number>;
}
export interface TrainingProgress {
  weights: Weights;
  skill: { score: number | null; bySkill: Record<Skill, number | null>; attemptsUsed: number };
  skillWindow: number;
  drills: Record<DrillKind, { count: number; latest: number | null; best: number | null }>;
  /** Oldest first. */
  attempts: AttemptSummary[];
}
export interface AttemptDetail {
  id: string;
  drill: DrillKind;
  motion: string;
  input: Record<string, unknown>;
  result: Record<string, unknown>;
  overall: number;
  engine: string;
  createdAt: string;
}

export function useTrainingProgress() {
  return useQuery({ queryKey: progressKey, queryFn: () => api.get<TrainingProgress>("/api/training/progress") });
}

export function useAttempt(id: string | null) {
  return useQuery({
    queryKey: ["training", "attempt", id],
    queryFn: () => api.get<AttemptDetail>(`/api/training/attempts/${encodeURIComponent(id!)}`),
    enabled: !!id,
    staleTime: Infinity, // a saved attempt never changes
  });
}
