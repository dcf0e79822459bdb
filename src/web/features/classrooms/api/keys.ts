// The classrooms area's query keys: the list, a class's manage page, the student's view and one assigned lesson.
export const classroomKeys = {
  all: ["classrooms"] as const,
  list: ["classrooms", "list"] as const,
  manage: (classroomId: string) => ["classrooms", "manage", classroomId] as const,
  student: (classroomId: string) => ["classrooms", "student", classroomId] as const,
  lesson: (classroomId: string, lessonId: string) => ["classrooms", "lesson", classroomId, lessonId] as const,
};
