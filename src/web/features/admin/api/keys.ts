// The admin area's query keys. Every admin change invalidates `all` (and the learners' catalogue,
// through its own key in the hook that changes it), so lists never show a stale module or lesson.
export const adminKeys = {
  all: ["admin"] as const,
  modules: (scope: "mine" | "assignable") => ["admin", "modules", scope] as const,
  moduleSettings: (moduleId: string) => ["admin", "module", moduleId] as const,
  students: (search: string) => ["admin", "students", search] as const,
  lessons: ["admin", "lessons"] as const,
  people: (q: string, page: number) => ["admin", "people", q, page] as const,
  lesson: (lessonId: string) => ["admin", "lesson", lessonId] as const,
};
