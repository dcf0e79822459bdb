// What the gradebook (screen and CSV) says: the one table of lessons and debate assignments.
export const GRADEBOOK_MESSAGES = {
  title: "Gradebook",
  hint: "Lessons and debates, one column each. Each cell opens that student’s work for review and grading. The big figure is the teacher’s grade where given, else the automatic score; “auto” is the automatic score beside a grade that differs from it.",
  lessonScores: "Lessons are out of 100: Q is the quiz (right of asked), W the writing.",
  debateScores: "Debates are out of 30: the judge’s total (auto) and the teacher’s total on the same ballot.",
  averageBasis: "Class average: of the teacher’s grade where given, else the automatic score.",
  empty: "The gradebook fills in once the class has students and lessons or debates.",
  averagesOff: "Class averages are off in Teacher settings.",
  refreshHint: "Refreshes by itself every 30 seconds while this page is open.",
  download: "Download CSV",
  failedToLoad: "Could not load the gradebook.",
  gradedAttempt: (n: number, of: number) => (n === of ? `Graded attempt ${n}` : `Graded attempt ${n} of ${of}`),
  attempts: (n: number) => (n === 1 ? "1 attempt" : `${n} attempts`),
  auto: (score: number) => `auto ${score}`,
  averageRow: "Class average",
  csvAverageRow: "Class average (mean of each column)",
  debateColumn: (motion: string) => `Debate: ${motion}`,
} as const;
