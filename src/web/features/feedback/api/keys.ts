// The feedback area's query keys. Saving feedback also invalidates the classrooms' queries (their key
// written out, since features do not import each other): the grid and the student view show grades.
export const feedbackKeys = {
  all: ["feedback"] as const,
  work: (classroomId: string, lessonId: string, studentId: string) => ["feedback", "work", classroomId, lessonId, studentId] as const,
  studentProgress: (studentId: string) => ["feedback", "student", studentId] as const,
};
