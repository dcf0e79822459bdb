import { createHash } from "node:crypto";
import { Invalid } from "../../errors";
import { SETTINGS_MESSAGES as M } from "../../../shared/messages";
import { AVATAR_SIZE } from "../../../shared/settings/avatar";

/**
 * The most pixels an upload may declare. A 2 MB file can claim 20,000 × 20,000 pixels (a "decompression
 * bomb": over a gigabyte once decoded); 25 megapixels covers a camera's photo.
 */
export const MAX_INPUT_PIXELS = 25_000_000;

type Sharp = (typeof import("sharp"))["default"];
let loaded: Promise<Sharp> | undefined;

/** sharp (libvips) is loaded on the first upload only, so a server nobody uploads to never pays its memory. */
function sharpLib(): Promise<Sharp> {
  return (loaded ??= import("sharp").then((m) => {
    // No decoded-image cache between uploads: each one is used once.
    m.default.cache(false);
    return m.default;
  }));
}

export interface AvatarImage {
  image: Buffer;
  mime: "image/webp";
  etag: string;
}

/**
 * Decodes an upload, turns it upright (EXIF), crops it to a 256×256 square and re-encodes it as WebP. The
 * output carries no metadata (no location, no camera), and only its first frame for an animation.
 */
export async function toAvatar(bytes: Uint8Array): Promise<AvatarImage> {
  if (bytes.byteLength === 0) throw new Invalid(M.avatarUnreadable);
  const sharp = await sharpLib();
  let image: Buffer;
  try {
    image = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: "cover" })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (err) {
    throw new Invalid(/pixel limit/i.test((err as Error).message) ? M.avatarTooManyPixels : M.avatarUnreadable);
  }
  return { image, mime: "image/webp", etag: createHash("sha256").update(image).digest("hex").slice(0, 16) };
}
