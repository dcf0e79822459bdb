// The lessons area's query keys. Every change invalidates `all`, so My Lessons, the editor and the
// viewer (its key, ["lessons", "view", id], lives in app/lessons: the modules feature opens it) never go stale.
export const lessonKeys = {
  all: ["lessons"] as const,
  lists: ["lessons", "list"] as const,
  list: (search: string) => ["lessons", "list", search] as const,
  lesson: (lessonId: string) => ["lessons", "lesson", lessonId] as const,
};

/** A classroom's lesson library lists the same lessons; its key is written out because features cannot import each other. */
export const CLASSROOM_KEYS = ["classrooms"] as const;
