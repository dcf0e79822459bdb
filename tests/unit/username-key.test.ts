import { describe, expect, it } from "vitest";
import { usernameKey } from "#server/domains/account/username.ts";
import { LOOK_ALIKE_USERNAMES } from "#tests/fixtures/look-alike-usernames.ts";

describe("usernameKey: Unicode's confusable skeleton, ignoring case", () => {
  for (const [kind, plain, fake] of LOOK_ALIKE_USERNAMES) {
    it(`gives ${kind} the key of the name it imitates (${fake} ~ ${plain})`, () => {
      expect(usernameKey(fake)).toBe(usernameKey(plain));
    });
  }

  it("keeps names that look different apart", () => {
    const names = ["alice", "alicia", "sam", "tam", "ian", "jan", "dave", "cave", "bob", "rob", "mia", "nia", "anna", "hannah"];
    expect(new Set(names.map(usernameKey)).size).toBe(names.length);
  });

  it("is the same for a name in any case or spacing", () => {
    expect(usernameKey("  Joe   BLOGGS ")).toBe(usernameKey("joe bloggs"));
  });
});
