// Module catalogue, module page, module lesson and unlock-code messages,
// part 2 sections 2, 5 and 8 (word for word), plus the ones the spec leaves open, worded like its own.
export const MODULE_MESSAGES = {
  // Spec, word for word.
  enterValidCode: "Enter a valid code.",
  invalidOrExpiredCode: "Invalid or expired code.",
  unlockFailed: "Failed to unlock module.",
  moduleNotFound: "Module not found",
  failedToLoadModule: "Failed to load module",
  failedToLoadLessons: "Failed to load module lessons.",
  noLessonsMatch: "No lessons match your filters.",
  noLessonsYet: "No lessons yet in this module.",
  errorSavingProgress: "Error saving your progress.",
  feedbackFailed: "Failed to get feedback.",
  // Left open by the spec.
  moduleLocked: "This module is locked. Unlock it on the Modules page with a code from an administrator (your teacher can ask for one).",
  lessonNotFound: "Lesson not found.",
  tooManyCodeAttempts: "Too many wrong codes. Please wait 15 minutes and try again.",
  quizUnreadable: "This lesson's quiz could not be read.",
  writingTooLong: "Your writing must be 20,000 characters or fewer.",
  promptRequired: "A writing prompt is required.",
  responseRequired: "Write your response first.",
  nothingToSubmit: "Answer at least one question or write your response before submitting.",
  quizHeld:
    "Your class has this lesson as an assignment and holds its answers back, so the quiz is not marked here until your teacher shows the answers.",
} as const;

// Codes for a whole class: one unlock code per student of the class, made by an admin.
export const CLASS_CODE_MESSAGES = {
  enterClassroom: "Enter the class's join code.",
  classroomNotFound: "No class has that join code.",
  emptyClassroom: "That class has no students yet, so there is no one to make codes for.",
  tooManyStudents: (max: number) => `That class has more than ${max} students; codes can be made for at most ${max} at once.`,
  publicModule: "This module is public: every student can already open it, so it needs no codes.",
  createFailed: "Failed to create the codes. No codes were made; please try again.",
  made: (count: number, classroom: string) => `${count === 1 ? "1 code" : `${count} codes`} made for ${classroom}.`,
} as const;

// Web-only texts of the module screens (catalogue, module page, module lesson), worded like the spec's own.
export const MODULE_UI_MESSAGES = {
  // The catalogue (/modules). "Failed to load modules." is the spec's own (part 1 section 8).
  failedToLoadModules: "Failed to load modules.",
  noModulesMatch: "No modules match your search and level. Press Reset to see them all.",
  noUnlockedModules: "No unlocked modules yet. Enter a code from an administrator under Locked Modules; your teacher can ask for one.",
  noPublicModules: "No modules are available yet.",
  noLockedModules: "No locked modules.",
  nothingOnThisPage: "Nothing more in this section.",
  moduleUnlocked: (name: string) => `${name} is unlocked. You will find it under My Modules.`,
  // The module page and the module lesson.
  failedToLoadLesson: "Failed to load the lesson.",
  notStarted: "Not started",
} as const;
