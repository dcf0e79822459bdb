import { describe, expect, it } from "vitest";
import { paths, ROUTES } from "./paths";

describe("the route table", () => {
  it("builds every link from one pattern each, parameters filled in", () => {
    expect(paths.home()).toBe("/");
    expect(paths.progress()).toBe("/training/progress");
    expect(paths.drill("refutation")).toBe("/training/refutation");
    expect(paths.drill("refutation", "  ")).toBe("/training/refutation");
    expect(paths.drill("refutation", "This House would ban homework & tests?")).toBe(
      "/training/refutation?motion=This+House+would+ban+homework+%26+tests%3F",
    );
    expect(paths.manageModules()).toBe("/admin/manage-modules");
    expect(paths.moduleSettings("m 1")).toBe("/admin/module-settings/m%201");
    expect(paths.lessonByLevel("beginner", "abc")).toBe("/modules/beginner/abc");
  });

  it("has no address twice", () => {
    const patterns = Object.values(ROUTES).map((r) => r.pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
  });

  it("gives every route a page in the router, and the router no page without a route", async () => {
    const { routes } = await import("./router");
    expect(routes.map((r) => r.path).sort()).toEqual(
      Object.values(ROUTES)
        .map((r) => r.pattern)
        .sort(),
    );
  });
});
