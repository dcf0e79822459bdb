import { describe, expect, it } from "vitest";
import type { LessonsResponse } from "#shared/lessons/schemas.ts";
import { folderOfZone, groupByZone, moveInList, stepZone, UNASSIGNED, zoneOf } from "./board";

const lesson = (id: string, folder_id: string | null) => ({
  id,
  title: `Lesson ${id}`,
  level: "beginner" as const,
  folder_id,
  questions: 0,
  allow_writing: false,
  created_at: "",
  updated_at: "",
});
const folder = (id: string, lessons_count: number) => ({ id, name: `Folder ${id}`, created_at: "", lessons_count });
const data: LessonsResponse = {
  lessons: [lesson("a", null), lesson("b", "f1"), lesson("c", "f1"), lesson("d", "gone")],
  folders: [folder("f1", 2), folder("f2", 0)],
};

describe("My Lessons board", () => {
  it("groups lessons by zone, every folder present, an unknown folder's lessons in Unassigned", () => {
    const g = groupByZone(data);
    expect([...g.keys()]).toEqual([UNASSIGNED, "f1", "f2"]);
    expect(g.get(UNASSIGNED)!.map((l) => l.id)).toEqual(["a", "d"]);
    expect(g.get("f1")!.map((l) => l.id)).toEqual(["b", "c"]);
    expect(g.get("f2")).toEqual([]);
  });

  it("maps zones to folder ids and back", () => {
    expect(zoneOf(null)).toBe(UNASSIGNED);
    expect(zoneOf("f1")).toBe("f1");
    expect(folderOfZone(UNASSIGNED)).toBeNull();
    expect(folderOfZone("f1")).toBe("f1");
  });

  it("moves a lesson and its folder counts, leaving the input alone", () => {
    const moved = moveInList(data, "b", "f2");
    expect(moved.lessons.find((l) => l.id === "b")!.folder_id).toBe("f2");
    expect(moved.folders.map((f) => f.lessons_count)).toEqual([1, 1]);
    expect(data.lessons.find((l) => l.id === "b")!.folder_id).toBe("f1");
    const back = moveInList(moved, "b", null);
    expect(back.folders.map((f) => f.lessons_count)).toEqual([1, 0]);
    expect(back.lessons.find((l) => l.id === "b")!.folder_id).toBeNull();
  });

  it("leaves the list as it is for an unknown lesson or the same folder", () => {
    expect(moveInList(data, "zzz", "f1")).toBe(data);
    expect(moveInList(data, "b", "f1")).toBe(data);
  });

  it("steps the keyboard through the zones in order, stopping at the ends", () => {
    const order = ["f1", "f2", UNASSIGNED];
    expect(stepZone(order, null, true)).toBe("f1");
    expect(stepZone(order, null, false)).toBe(UNASSIGNED);
    expect(stepZone(order, "f1", true)).toBe("f2");
    expect(stepZone(order, "f2", false)).toBe("f1");
    expect(stepZone(order, UNASSIGNED, true)).toBe(UNASSIGNED);
    expect(stepZone(order, "f1", false)).toBe("f1");
    expect(stepZone([], "f1", true)).toBeNull();
  });
});
