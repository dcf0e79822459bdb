// A lesson from a URL (POST /api/generate-lesson-from-url), word for word from the product spec.
// The spec's one failure message opens each of the reasons the server can name, so the teacher knows what to change.
const couldNotGenerate = "Could not generate lesson from URL.";
const because = (reason: string) => `${couldNotGenerate} ${reason}`;

export const LESSON_URL_MESSAGES = {
  pasteUrl: "Please paste an article URL.",
  couldNotGenerate,
  notFound: because("The page was not found or would not open: check the address."),
  notAnArticle: because("The page has no article to read (it may be a video, an index or behind a login)."),
  addressRefused: because("That address is not allowed: use a public web page."),
  tooLarge: because("The page is too large."),
  unreachable: because("The site did not answer: try again later."),
} as const;
