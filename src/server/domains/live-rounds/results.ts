// A student's own live-round results: the rounds she debated in whose ballot the chair has released, with
// her points, her team's result and the chair's reason. In one class (the class view: its members; its
// host debates nothing and gets none) or in every class she is a member of now (her progress). An
// unreleased ballot, a round she only watched, another student's part and a class she left are never here.
import { findClassroom, isMember, visibleClassroom } from "#server/domains/classrooms/index.ts";
import { requireUser } from "#server/auth/access.ts";
import type { ServiceCtx } from "#server/platform/context.ts";
import type { MyLiveResult } from "#shared/live-rounds/results.ts";
import { CLASSROOM_MESSAGES as C } from "#shared/messages/classrooms.ts";
import { releasedResultsOf, type LiveRoundMeta } from "./grades";
import type { DebaterResult } from "#shared/live-rounds/results.ts";

type Found = { classroomId: string; meta: LiveRoundMeta; result: DebaterResult };
const shown = (f: Found, classroomName: string): MyLiveResult => ({
  ...f.meta,
  classroom_id: f.classroomId,
  classroom_name: classroomName,
  result: f.result,
});

/** GET /api/classrooms/{id}/live-results: the asker's released results in this class (members; the host gets none). */
export async function myClassLiveResults({ ctx, input }: { ctx: ServiceCtx; input: { classroomId: string } }) {
  const user = requireUser(ctx);
  const { room, asHost } = await visibleClassroom({ ctx, input: { user, classroomId: input.classroomId, denied: C.notMember } });
  if (asHost) return { results: [] };
  const found = await releasedResultsOf({ ctx, input: { userId: user.id, classroomIds: [room.id] } });
  return { results: found.map((f) => shown(f, room.name)) };
}

/** GET /api/live-results: the asker's released results in every class she belongs to now, newest first. */
export async function myLiveResults({ ctx }: { ctx: ServiceCtx; input: object }) {
  const user = requireUser(ctx);
  const found = await releasedResultsOf({ ctx, input: { userId: user.id } });
  const names = new Map<string, string | null>();
  for (const classroomId of new Set(found.map((f) => f.classroomId))) {
    const member = await isMember({ ctx, input: { classroomId, userId: user.id } });
    names.set(classroomId, member ? (await findClassroom({ ctx, input: { classroomId } })).name : null);
  }
  return { results: found.flatMap((f) => (names.get(f.classroomId) == null ? [] : [shown(f, names.get(f.classroomId)!)])) };
}
