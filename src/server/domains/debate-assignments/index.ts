// The debate assignments domain's public face: a student's work goes when they leave the class, and the
// class's debates as the classroom gradebook shows them.
export { dropStudentWork } from "./members";
export { classDebatesForGradebook, type ClassDebates } from "./gradebook";
export { practiceBrief } from "./practice";
