// The debate assignments domain's public face: a student's work goes when they leave the class.
export { dropStudentWork } from "./members";
