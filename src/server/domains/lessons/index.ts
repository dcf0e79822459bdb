// The lessons domain's public face: the one lesson core (stored quiz shape and mapper) that module
// lessons, classroom lessons and feedback share with teacher lessons, and a lesson by id, for a class
// that assigns it.
export { lessonCore, lessonQuiz, quizForBuilder, quizForLearner, storedQuiz, type LessonCoreRow, type StoredQuestion } from "./core";
export { lessonById, type LessonRow } from "./read";
