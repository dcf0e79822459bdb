// The lessons domain's public face: the one lesson core (stored quiz shape and mapper) that module
// lessons, classroom lessons and feedback share with teacher lessons.
export { lessonCore, lessonQuiz, quizForBuilder, quizForLearner, storedQuiz, type LessonCoreRow, type StoredQuestion } from "./core";
