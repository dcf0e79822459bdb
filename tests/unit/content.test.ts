// The coach's content files (src/content/*.json) load through their schemas, and a broken entry fails
// naming the file and the path to it, so a content change that breaks the coach is caught here.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { curriculumFiles, curriculumModuleSchema, loadCurriculum } from "#content/curriculum.ts";
import { FRAMES_FILE, framesSchema } from "#content/frames.ts";
import { LEXICON_FILE, lexiconSchema } from "#content/lexicon.ts";
import { CONTENT_DIR, parseContent } from "#content/load.ts";
import { MOTIONS_FILE, motionsSchema } from "#content/motions.ts";
import { TOPICS_FILE, topicsSchema } from "#content/topics.ts";

const read = (file: string): any => JSON.parse(readFileSync(join(CONTENT_DIR, file), "utf8"));
const lexicon = () => read(LEXICON_FILE);
const actorNames = new Set<string>(lexicon().actors.map((a: { name: string }) => a.name));
const topicsSchemaNow = topicsSchema(actorNames);

describe("content files", () => {
  it.each([
    [LEXICON_FILE, lexiconSchema],
    [TOPICS_FILE, topicsSchemaNow],
    [MOTIONS_FILE, motionsSchema],
    [FRAMES_FILE, framesSchema],
  ] as const)("%s passes its schema", (file, schema) => {
    expect(() => parseContent(file, schema, read(file))).not.toThrow();
  });

  it("every curriculum module passes its schema, in file-name order, names all different", () => {
    const files = curriculumFiles();
    expect(files.length).toBeGreaterThanOrEqual(5);
    for (const file of files) expect(() => parseContent(file, curriculumModuleSchema, read(file))).not.toThrow();
    const modules = loadCurriculum();
    expect(modules.map((m) => m.name)).toEqual(files.map((f) => read(f).name));
    expect(new Set(modules.map((m) => m.name)).size).toBe(modules.length);
    // A reading's lines come back as one text with its blank lines between paragraphs.
    expect(modules[0].lessons[0].reading).toContain("\n\n## ");
  });
});

/** Parses a broken copy and returns the error message. */
function failure(file: string, schema: Parameters<typeof parseContent>[1], broken: unknown): string {
  try {
    parseContent(file, schema, broken);
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error("the broken copy passed");
}

describe("a broken entry fails with the file and its path", () => {
  it("an empty actor trait", () => {
    const lex = lexicon();
    lex.actors[3].traits = "";
    expect(failure(LEXICON_FILE, lexiconSchema, lex)).toContain("lexicon.json: actors.3.traits: must not be empty");
  });

  it("a stem with a stray space, and an unknown field", () => {
    const lex = lexicon();
    lex.actors[0].stems[1] = "minor ";
    lex.actors[1].stem = ["x"];
    const msg = failure(LEXICON_FILE, lexiconSchema, lex);
    expect(msg).toContain("lexicon.json: actors.0.stems.1: must not start or end with a space");
    expect(msg).toContain("lexicon.json: actors.1:");
  });

  it("a duplicate actor, and a family naming an actor that does not exist", () => {
    const lex = lexicon();
    lex.actors.push({ ...lex.actors[0] });
    lex.families[0][1] = "youngsters";
    const msg = failure(LEXICON_FILE, lexiconSchema, lex);
    expect(msg).toContain(`lexicon.json: actors.${lex.actors.length - 1}: duplicate actor "children"`);
    expect(msg).toContain('lexicon.json: families.0.1: unknown actor "youngsters"');
  });

  it("a topic naming an actor the lexicon does not have, and a repeated topic id", () => {
    const topics = read(TOPICS_FILE);
    topics[2].actors[0] = "teenagers";
    topics[5].id = topics[1].id;
    const msg = failure(TOPICS_FILE, topicsSchemaNow, topics);
    expect(msg).toContain('topics.json: 2.actors.0: unknown actor "teenagers" (not in lexicon.json)');
    expect(msg).toContain(`topics.json: 5: duplicate topic id "${topics[1].id}"`);
  });

  it("a topic with one value instead of two", () => {
    const topics = read(TOPICS_FILE);
    topics[0].values = ["public health"];
    expect(failure(TOPICS_FILE, topicsSchemaNow, topics)).toContain("topics.json: 0.values");
  });

  it("a motion listed twice, and a repeated topic", () => {
    const bank = read(MOTIONS_FILE);
    bank[1].advanced.push(bank[0].beginner[0]);
    bank[2].topic = bank[0].topic;
    const msg = failure(MOTIONS_FILE, motionsSchema, bank);
    expect(msg).toContain(`motions.json: 1.advanced.${bank[1].advanced.length - 1}: duplicate motion`);
    expect(msg).toContain(`motions.json: 2: duplicate topic "${bank[0].topic}"`);
  });

  it("a frame with an unknown slot, a sig not in its text, and a sig used twice", () => {
    const frames = read(FRAMES_FILE);
    frames.closers[1].text = "Tell us about {focs}.";
    frames.openers[0].sig = "Let me take your points";
    frames.openers[0].text = "Let me take your points.";
    frames.short[0].sig = "Let me take your points";
    frames.empty[1].sig = "not in the text";
    const msg = failure(FRAMES_FILE, framesSchema, frames);
    expect(msg).toContain('frames.json: closers.1.text: unknown slot "{focs}"');
    expect(msg).toContain("frames.json: empty.1.sig: must be a fixed piece of the text");
    expect(msg).toContain('frames.json: short.0.sig: duplicate sig "Let me take your points"');
  });
});

describe("a broken curriculum lesson fails with the file and its path", () => {
  const file = "curriculum/1-foundations.json";

  it("a correct answer that is none of the options, and a repeated option", () => {
    const m = read(file);
    m.lessons[0].quiz[1].correct = "Shouting";
    m.lessons[1].quiz[0].options[1] = m.lessons[1].quiz[0].options[0];
    const msg = failure(file, curriculumModuleSchema, m);
    expect(msg).toContain(`${file}: lessons.0.quiz.1.correct: must be one of the options`);
    expect(msg).toContain(`${file}: lessons.1.quiz.0.options.1: duplicate entry`);
  });

  it("an unknown level, and HTML in a reading", () => {
    const m = read(file);
    m.lessons[0].level = "expert";
    m.lessons[1].reading.push("<b>bold</b>");
    const msg = failure(file, curriculumModuleSchema, m);
    expect(msg).toContain(`${file}: lessons.0.level:`);
    expect(msg).toContain(`${file}: lessons.1.reading: must not contain HTML`);
  });

  it("a repeated lesson title", () => {
    const m = read(file);
    m.lessons[2].title = m.lessons[0].title;
    expect(failure(file, curriculumModuleSchema, m)).toContain(`${file}: lessons.2: duplicate lesson title`);
  });
});
