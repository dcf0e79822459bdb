// Classroom, lesson-authoring and teacher-feedback messages, word for word from the product spec; the
// ones the spec leaves open are worded like its own (below the line).
export const CLASSROOM_MESSAGES = {
  failedToLoadClassrooms: "Failed to load classrooms.",
  nameRequired: "Classroom name is required.",
  missingUserId: "Missing userId.",
  noUniqueCode: "Could not generate a unique join code. Please try again.",
  createFailed: "Failed to create classroom. Please try again.",
  invalidJoinCode: "Please enter a valid 6-character code using letters or numbers.",
  invalidCode: "Invalid code.",
  classroomNotFound: "Classroom not found.",
  joinFailed: "Failed to join classroom.",
  failedToLoadClassroom: "Failed to load classroom data.",
  addLessonFailed: "Failed to add lesson.",
  removeLessonFailed: "Failed to remove lesson.",
  removeStudentFailed: "Failed to remove student.",
  deleteClassFailed: "Failed to delete class.",
  studentProgressFailed: "Could not load student progress.",
  studentNotFound: "Student not found",
  noMatchingLessons: "No matching lessons.",
  // ---- left open by the spec
  notHost: "Only the teacher who hosts this classroom can do that.",
  notMember: "You are not a member of this classroom.",
  hostCannotJoin: "You host this classroom, so you cannot join it as a student.",
  nameTooShort: "Classroom name must be at least 3 characters.",
  lockedAfterDeadline: "The due date has passed, so this lesson no longer accepts submissions.",
  nameTooLong: "Classroom name must be at most 80 characters.",
  tooManyJoinAttempts: "Too many wrong codes. Please wait 15 minutes and try again.",
  lessonNotAssigned: "This lesson is not assigned to this classroom.",
  notYourLessonToAssign: "You can only assign lessons you wrote.",
  moduleLessonNotOpen: "You can only assign lessons from modules you can open.",
  invalidDueDate: "Enter a valid due date.",
  tooManyAnswers: "Too many answers.",
  invalidRules: "Choose when answers show, how many attempts, and whether grading locks the work.",
  answersWaitForLastAttempt:
    "Answers stay hidden while a student still has an attempt left, so none are copied into the next try: they show after the last attempt, or once grading or the due date locks the work.",
  nothingToChange: "Send a due date or rules to change.",
  resetOnlyStudents: "You can reset only a student's password. Ask an admin to reset a teacher's or an admin's.",
  resetStudentFailed: "Failed to reset the password.",
  resetStudentDone:
    "Their password is now this temporary one. It is shown only once: give it to them. They must choose a new password when they next sign in.",
  workChanged: "Your work changed while it was being saved. Reload the lesson and submit again.",
  lockedAfterGrading: "Your teacher has graded this work, so it no longer accepts changes.",
  noAttemptsLeft: (max: number) => `You have used your ${max === 1 ? "one attempt" : `${max} attempts`} at this lesson.`,
  scoreRule:
    "Overall: the quiz percentage and the writing score count half each; a lesson with only one of them uses that one. The teacher’s grade is separate.",
  resubmittedAfterGrading: "Resubmitted after grading: the grade was given to an earlier attempt.",
  /** Asked before a submission that leaves a question or the writing unanswered uses one of a limited number of attempts. */
  unansweredConfirm: (missing: string, attempt: number, cap: number) =>
    `You have not answered ${missing}. Submitting now uses attempt ${attempt} of ${cap}. Submit anyway?`,
  assignedMailSubject: (classroom: string, lesson: string) => `New lesson in ${classroom}: ${lesson}`,
  assignedMailText: (classroom: string, lesson: string, due: string | null, url: string) =>
    `Your teacher assigned "${lesson}" in ${classroom}${due ? `, due ${due}` : ""}.\n\nOpen it here:\n${url}\n\n` +
    "You get this e-mail because classroom updates are on in your notification settings.",
} as const;

export const LESSON_MESSAGES = {
  titleRequired: "Title is required",
  readingRequired: "Reading is required",
  saveFailed: "Failed to save lesson.",
  notAuthenticated: "Not authenticated.",
  couldNotGenerate: "Could not generate lesson",
  createFolderFailed: "Failed to create folder.",
  loadFailed: "Failed to load lessons and folders.",
  deleteFailed: (reason: string) => `Failed to delete lesson: ${reason}`,
  renameFolderFailed: "Failed to rename folder.",
  deleteFolderFailed: (reason: string) => `Failed to delete folder: ${reason}`,
  moveFailed: "Failed to move lesson.",
  mustBeLoggedIn: "You must be logged in to create a lesson.",
  viewerLoadFailed: "Failed to load the lesson or progress.",
  lessonNotFound: "Lesson not found.",
  feedbackFailed: "Error generating feedback.",
  // ---- left open by the spec
  notYourLesson: "Only the teacher who wrote this lesson can change it.",
  notYourFolder: "Only the teacher who made this folder can change it.",
  folderNameRequired: "Folder name is required.",
  folderNameTooLong: "Folder name must be at most 80 characters.",
  folderNotFound: "Folder not found.",
  folderNameTaken: "You already have a folder with this name.",
  notYourLessonToOpen: "This lesson belongs to another teacher.",
  openFromClassroom: "Open this lesson from a classroom it is assigned to.",
} as const;

export const FEEDBACK_MESSAGES = {
  lessonNotFound: "Lesson not found.",
  missingParams: "Missing required parameters in the URL.",
  loadFailed: "Failed to load lesson or student progress.",
  notFound: "Lesson or progress not found.",
  suggestFailed: "Could not generate AI suggestion.",
  saveFailed: "Failed to save feedback.",
  needPromptAndResponse: "Need a writing prompt and a student response to suggest feedback.",
  saved: "Saved ✓",
  // ---- left open by the spec
  notYourWork: "Only the student and the teacher who hosts this classroom can see this work.",
  notYourStudent: "You can only see the progress of students in classrooms you host.",
  feedbackTooLong: "Feedback must be at most 5,000 characters.",
  invalidScore: "The grade must be a number from 0 to 100, or blank.",
  mailSubject: (lesson: string) => `Your teacher left feedback on ${lesson}`,
  mailText: (classroom: string, lesson: string, score: number | null, url: string) =>
    `Your teacher left feedback on "${lesson}" in ${classroom}${score === null ? "" : ` and graded it ${score}/100`}.\n\nRead it here:\n${url}\n\n` +
    "You get this e-mail because feedback e-mails are on in your notification settings.",
} as const;
