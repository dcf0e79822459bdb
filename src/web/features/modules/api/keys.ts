// The modules area's query keys: the catalogue, a module page and a module lesson with the user's progress.
export const moduleKeys = {
  all: ["modules"] as const,
  /** Every catalogue page (invalidated together when a module is unlocked). */
  catalogues: ["modules", "catalogue"] as const,
  catalogue: (q: { search: string; level: string; sort: string; page: number; section?: string }) => ["modules", "catalogue", q] as const,
  module: (moduleId: string) => ["modules", "module", moduleId] as const,
  lesson: (moduleId: string, lessonId: string) => ["modules", "lesson", moduleId, lessonId] as const,
  location: (lessonId: string) => ["modules", "location", lessonId] as const,
};
