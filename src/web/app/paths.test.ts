import { describe, expect, it } from "vitest";
import { isOpen, paths, ROUTES, type RouteName } from "./paths";

describe("the route table", () => {
  it("builds every link from one pattern each, parameters filled in", () => {
    expect(paths.home()).toBe("/");
    expect(paths.progress()).toBe("/training/progress");
    expect(paths.drill("refutation")).toBe("/training/refutation");
    expect(paths.manageModules()).toBe("/admin/manage-modules");
    expect(paths.moduleSettings("m 1")).toBe("/admin/module-settings/m%201");
    expect(paths.lessonByLevel("beginner", "abc")).toBe("/modules/beginner/abc");
  });

  it("has no address twice", () => {
    const patterns = Object.values(ROUTES).map((r) => r.pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
  });

  it("says which screens this release opens", () => {
    const open = (Object.keys(ROUTES) as RouteName[]).filter(isOpen);
    expect(open.sort()).toEqual(
      [
        "about",
        "classroomLesson",
        "classroomStudent",
        "classrooms",
        "createClassroom",
        "createLesson",
        "createModule",
        "createModuleLesson",
        "debater",
        "drill",
        "editLesson",
        "editModuleLesson",
        "feedbackEditor",
        "feedbackView",
        "home",
        "joinClassroom",
        "lessonByLevel",
        "login",
        "manageClassroom",
        "manageModules",
        "moduleLesson",
        "moduleSettings",
        "moduleView",
        "modules",
        "myLessons",
        "myModuleLessons",
        "progress",
        "settings",
        "signup",
        "studentProfile",
        "training",
      ].sort(),
    );
  });
});
