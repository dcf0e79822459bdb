// The people domain's public face: a password someone else sets (a class's teacher resets a student's
// the way an admin does, with the same audit row).
export { makeTemporaryPassword, recordPasswordReset, storeTemporaryPassword } from "./temporary-password";
