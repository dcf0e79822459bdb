// Settings → Account: changing one's name, password and e-mail, and resetting a forgotten password.
export const ACCOUNT_MESSAGES = {
  usernameChanged: "Your name is changed.",
  usernameFailed: "Failed to change your name.",
  passwordChanged: "Your password is changed. Every other device was signed out.",
  passwordFailed: "Failed to change your password.",
  currentPasswordWrong: "The current password is not right.",
  currentPasswordRequired: "Enter your current password.",
  emailChanged: "Your e-mail is changed.",
  emailLinkSent: "We sent a link to the new address: your e-mail changes when you follow it.",
  emailFailed: "Failed to change your e-mail.",
  emailSame: "That is already your e-mail.",
  forgotNoMail: "This server does not send e-mails, so a password cannot be reset by e-mail. Ask an admin to reset your password.",
  forgotSent: "If an account uses that e-mail, we sent it a link to reset the password. Check your inbox.",
  forgotFailed: "Failed to send the reset link.",
  resetDone: "Your password is reset. Sign in with the new one.",
  resetInvalid: "This reset link is not valid any more. Ask for a new one.",
  resetFailed: "Failed to reset your password.",
} as const;
