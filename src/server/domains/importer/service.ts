import type { ServiceCtx } from "#server/platform/context.ts";
import { requireTeacherOrAdminNow } from "#server/auth/access.ts";
import { Invalid } from "#server/platform/errors.ts";
import { runTask } from "#server/ai/task.ts";
import { LESSON_URL_MESSAGES } from "#shared/messages/lesson-url.ts";
import type { GenerateLessonFromUrlRequest, GenerateLessonFromUrlResponse } from "#shared/importer/from-url.ts";
import { FETCH_LIMITS, type FetchFailure, FetchPageError, fetchPage, parseArticleUrl } from "./fetch-page";
import { extractArticle } from "./extract";
import { CouldNotGenerate, lessonFromUrlTask } from "#server/ai/tasks/lesson-from-url.ts";

const M = LESSON_URL_MESSAGES;
/** What the teacher is told for each reason a page was not fetched: what they can change, not how the server works. */
const FETCH_FAILURE_TEXT: Record<FetchFailure, string> = {
  "bad-url": M.addressRefused,
  "refused-address": M.addressRefused,
  dns: M.notFound,
  status: M.notFound,
  "not-html": M.notAnArticle,
  "too-large": M.tooLarge,
  "too-many-redirects": M.unreachable,
  timeout: M.unreachable,
  network: M.unreachable,
};

/**
 * A lesson draft from an article URL, for the lesson authors (teachers and admins): the page is
 * fetched safely (see fetch-page.ts), its article extracted as plain text, and a writing prompt and
 * a quiz written by the model or, offline, built from the article's own sentences.
 */
export async function generateLessonFromUrl({
  ctx,
  input,
}: {
  ctx: ServiceCtx;
  input: GenerateLessonFromUrlRequest;
}): Promise<GenerateLessonFromUrlResponse> {
  await requireTeacherOrAdminNow(ctx);
  const url = parseArticleUrl(input.url);
  if (!url) throw new Invalid(M.pasteUrl);
  let page;
  try {
    page = await fetchPage(url.href, { ...FETCH_LIMITS, allow: ctx.config.urlFetchAllow });
  } catch (err) {
    if (!(err instanceof FetchPageError)) throw err;
    ctx.log.info({ host: url.host, reason: err.reason }, "lesson from URL: page not fetched");
    throw new CouldNotGenerate(FETCH_FAILURE_TEXT[err.reason]);
  }
  const article = extractArticle(page.html, page.url);
  if (!article) {
    ctx.log.info({ host: new URL(page.url).host }, "lesson from URL: no article in the page");
    throw new CouldNotGenerate(M.notAnArticle);
  }
  const out = await runTask(ctx, lessonFromUrlTask, article);
  return { title: article.title, reading: article.reading, ...out.result, engine: out.engine };
}
