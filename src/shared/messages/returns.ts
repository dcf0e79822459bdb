// Handing one student's work back with Return: what the teacher and the student are told (left open by
// the spec, worded like its own).
export const RETURN_MESSAGES = {
  notTurnedIn: "Only work the student has turned in can be returned.",
  commentTooLong: "The comment must be at most 2,000 characters.",
  answersAlreadyShown:
    "This student has already seen the quiz's right answers, so another attempt would let them copy them. Return the work with a comment only.",
  returned: "Returned to the student.",
  returnedWithAttempt: "Returned to the student, with one more attempt.",
  returnedWithRound: "Returned to the student, with one more round.",
  returnFailed: "Failed to return the work.",
  returnedToYou: "Your teacher returned this work",
  oneMoreAttempt: "Your teacher gave you one more attempt: you can change your work and turn it in again.",
  oneMoreRound: "Your teacher gave you one more round: Debate again starts it from your class page.",
  mailSubject: (lesson: string) => `Your teacher returned ${lesson}`,
  mailText: (classroom: string, lesson: string, extra: boolean, comment: string, url: string) =>
    `Your teacher returned "${lesson}" in ${classroom}${extra ? " and gave you one more attempt" : ""}.` +
    `${comment ? `\n\n${comment}` : ""}\n\nOpen it here:\n${url}\n\n` +
    "You get this e-mail because feedback e-mails are on in your notification settings.",
} as const;
