// Integrity checks that run whatever the engine (offline coach or a model): copied generated material,
// repetition and filler, the motion or prompt pasted back, off-topic text, vocabulary without content and
// the wrong side. docs/decisions/0014-integrity-checks.md explains the design.
export { adjustScore, FINDING_ORDER, inspect, notesOf, type Finding, type FindingKind, type IntegrityContext, type Part } from "./checks";
export { checkDrill, prependNotes } from "./drills";
export { generatedFor, recordGenerated, ROW_CAP, USER_MATERIAL_DAYS, type MaterialKind } from "./store";
export { asJudged, checkDebate } from "./debate";
export { checkReply } from "./reply";
export { checkLessonWriting } from "./lesson";
export { drillGuard, lessonGuard, recordOutput, stringsIn, verdictGuard } from "./tasks";
