// Codes a person reads off a screen and types again never mix look-alike characters.
import { describe, expect, it } from "vitest";
import { READABLE_ALPHABET, readableCode } from "#shared/codes.ts";
import { makeUnlockCode, UNLOCK_CODE_PATTERN } from "#shared/modules/rules.ts";
import { makeJoinCode, JOIN_CODE_PATTERN } from "#shared/classrooms/rules.ts";
import { secureCode } from "#server/domains/modules/admin-modules.ts";
import { randomJoinCode } from "#server/domains/classrooms/service.ts";

const LOOK_ALIKES = /[0O1IL]/;

describe("readable codes", () => {
  it("use capitals and digits without 0/O and 1/I/L", () => {
    expect(READABLE_ALPHABET).not.toMatch(LOOK_ALIKES);
    expect(new Set(READABLE_ALPHABET).size).toBe(READABLE_ALPHABET.length);
    expect(readableCode(8, () => 0)).toBe("AAAAAAAA");
  });

  it("make unlock codes, join codes and their server-side generators from that alphabet only", () => {
    let i = 0;
    const random = () => (i++ % 97) / 97;
    for (let n = 0; n < 300; n++) {
      for (const code of [makeUnlockCode(random), secureCode()]) {
        expect(code).toMatch(UNLOCK_CODE_PATTERN);
        expect(code).not.toMatch(LOOK_ALIKES);
      }
      for (const code of [makeJoinCode(random), randomJoinCode()]) {
        expect(code).toMatch(JOIN_CODE_PATTERN);
        expect(code).not.toMatch(LOOK_ALIKES);
      }
    }
  });
});
