import { useQuery } from "@tanstack/react-query";
import { call, client } from "#web/app/client.ts";
import { liveRoundKeys } from "./keys";

/** GET /api/classrooms/{id}/live-rounds: the class's rounds, newest first. */
export function useLiveRounds(classroomId: string) {
  return useQuery({
    queryKey: liveRoundKeys.list(classroomId),
    queryFn: ({ signal }) => call(client.GET("/api/classrooms/{classroomId}/live-rounds", { params: { path: { classroomId } }, signal })),
  });
}

/** The class's students (host only), for placing them on speaking positions. */
export function useClassMembers(classroomId: string, enabled: boolean) {
  return useQuery({
    queryKey: liveRoundKeys.members(classroomId),
    enabled,
    queryFn: ({ signal }) => call(client.GET("/api/classrooms/{classroomId}/manage", { params: { path: { classroomId } }, signal })),
    select: (d) => d.members.map((m) => ({ id: m.user_id, name: m.username })),
  });
}
