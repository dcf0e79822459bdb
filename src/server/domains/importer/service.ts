import type { ServiceCtx } from "../../platform/context";
import { requireTeacherOrAdmin } from "../../auth/access";
import { Invalid } from "../../platform/errors";
import { runTask } from "../../ai/task";
import { LESSON_URL_MESSAGES } from "../../../shared/messages/lesson-url";
import type { GenerateLessonFromUrlRequest, GenerateLessonFromUrlResponse } from "../../../shared/modules/from-url";
import { FETCH_LIMITS, FetchPageError, fetchPage, parseArticleUrl } from "./fetch-page";
import { extractArticle } from "./extract";
import { CouldNotGenerate, lessonFromUrlTask } from "../../ai/tasks/lesson-from-url";

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
  requireTeacherOrAdmin(ctx);
  const url = parseArticleUrl(input.url);
  if (!url) throw new Invalid(LESSON_URL_MESSAGES.pasteUrl);
  let page;
  try {
    page = await fetchPage(url.href, { ...FETCH_LIMITS, allow: ctx.config.urlFetchAllow });
  } catch (err) {
    if (!(err instanceof FetchPageError)) throw err;
    ctx.log.info({ host: url.host, reason: err.reason }, "lesson from URL: page not fetched");
    throw new CouldNotGenerate();
  }
  const article = extractArticle(page.html, page.url);
  if (!article) {
    ctx.log.info({ host: new URL(page.url).host }, "lesson from URL: no article in the page");
    throw new CouldNotGenerate();
  }
  const out = await runTask(ctx, lessonFromUrlTask, article);
  return { title: article.title, reading: article.reading, ...out.result, engine: out.engine };
}
