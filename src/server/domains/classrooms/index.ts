// The classrooms domain's public face: who may see a classroom, for the domains that show its work.
export { findClassroom, hostedClassroom, isMember, visibleClassroom, type ClassroomRow } from "./access";
export { rulesOut } from "./assignment-rules";
