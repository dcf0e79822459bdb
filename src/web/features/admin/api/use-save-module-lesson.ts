import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call, client } from "#web/app/client.ts";
import type { QuestionDraft } from "#shared/quiz/draft.ts";
import { adminKeys } from "./keys";
import type { Level } from "#shared/levels.ts";

/** What the module-lesson form edits; `module_id` null is an unassigned lesson (editing only: creating needs a module). */
export interface ModuleLessonValues {
  title: string;
  module_id: string | null;
  level: Level;
  reading: string;
  writing_prompt: string;
  allow_case_builder: boolean;
  case_builder_prompt: string;
  quiz: QuestionDraft[];
}

interface Save {
  values: ModuleLessonValues;
  /** The lesson being edited and the module it was in; absent when creating. */
  existing?: { lessonId: string; moduleId: string | null };
}

/**
 * POST /api/admin/module-lessons (create), or PUT …/{lessonId} (edit) followed, when the module
 * changed, by PUT …/{lessonId}/module: the edit body carries no module, assignment is its own call.
 */
export function useSaveModuleLesson() {
  const qc = useQueryClient();
  return useMutation({
    meta: { errorShown: true },
    mutationFn: async ({ values, existing }: Save) => {
      const { module_id, ...body } = values;
      if (!existing) return call(client.POST("/api/admin/module-lessons", { body: { ...body, module_id: module_id ?? "" } }));
      const path = { params: { path: { lessonId: existing.lessonId } } };
      const saved = await call(client.PUT("/api/admin/module-lessons/{lessonId}", { ...path, body }));
      if (module_id === existing.moduleId) return saved;
      return call(client.PUT("/api/admin/module-lessons/{lessonId}/module", { ...path, body: { module_id } }));
    },
    // The learners' module screens list the same lessons; their key is written out ("modules", the modules
    // feature's moduleKeys.all) because features cannot import each other.
    onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: adminKeys.all }), qc.invalidateQueries({ queryKey: ["modules"] })]),
  });
}
