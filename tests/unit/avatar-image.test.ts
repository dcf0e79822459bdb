import { describe, expect, it } from "vitest";
import sharp from "sharp";
import { toAvatar } from "#server/domains/avatars/image.ts";
import { SETTINGS_MESSAGES as M } from "#shared/messages/index.ts";

// Avatar decoding: only the declared type's bytes reach libvips, and libvips itself may read nothing but
// PNG, JPEG and WebP once the avatar code has loaded it.

const base = () => sharp({ create: { width: 32, height: 32, channels: 3, background: "#204080" } });

describe("toAvatar", () => {
  it("re-encodes PNG, JPEG and WebP as a 256×256 WebP", async () => {
    for (const [type, bytes] of [
      ["image/png", await base().png().toBuffer()],
      ["image/jpeg", await base().jpeg().toBuffer()],
      ["image/webp", await base().webp().toBuffer()],
    ] as const) {
      const out = await toAvatar(bytes, type);
      expect((await sharp(out.image).metadata()).format).toBe("webp");
    }
  });

  it("refuses with 415 any bytes that are not the declared type", async () => {
    const tiff = await base().tiff().toBuffer();
    await expect(toAvatar(tiff, "image/png")).rejects.toMatchObject({ status: 415, message: M.avatarNotItsType });
    await expect(toAvatar(await base().png().toBuffer(), "image/webp")).rejects.toMatchObject({ status: 415 });
  });

  it("leaves libvips able to read only PNG, JPEG and WebP", async () => {
    await toAvatar(await base().png().toBuffer(), "image/png"); // loads sharp with its loaders blocked
    for (const bytes of [
      await base().tiff().toBuffer(),
      await base().gif().toBuffer(),
      await base().avif().toBuffer(),
      Buffer.from("<svg xmlns='http://www.w3.org/2000/svg' width='8' height='8'/>"),
    ]) {
      await expect(sharp(bytes).metadata()).rejects.toThrow();
    }
    expect((await sharp(await base().jpeg().toBuffer()).metadata()).format).toBe("jpeg");
  });
});
