// Generic API messages that the spec leaves open; kept here so server and client share them.
export const COMMON_MESSAGES = {
  invalidRequest: "The request is not valid.",
  invalidJson: "The request body must be valid JSON.",
  bodyTooLarge: "The request is too large.",
  bodyTooDeep: "The request is nested too deeply.",
  unstorableText: "The text contains characters that cannot be saved.",
  notFound: "Not found.",
  serverError: "Something went wrong on our side. Please try again.",
  databaseUnreachable: "The database is not reachable right now. Please try again in a moment.",
  tooManyRequests: "Too many requests. Please wait a moment and try again.",
  forbiddenOrigin: "This request came from a site that is not allowed.",
} as const;
