// The classrooms domain's public face: who may see a classroom, for the domains that show its work,
// and a class's students, for the domains that hand something to each of them.
export { classroomAsHost, findClassroom, hostedClassroom, isMember, visibleClassroom, type ClassroomRow } from "./access";
export { rulesOut } from "./assignment-rules";
export { classIdsOf } from "./classes-of";
export { classMembers, classroomByCodeOrId, studentRoster, type RosterStudent } from "./roster";
export { lessonSubmittedSince } from "./submitted";
export { answersShownTo, assignedAnswersHeld, workRefusal } from "./work-refusal";
