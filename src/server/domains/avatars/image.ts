import { createHash } from "node:crypto";
import { Invalid, UnsupportedType } from "#server/platform/errors.ts";
import { SETTINGS_MESSAGES as M } from "#shared/messages/index.ts";
import { AVATAR_SIZE, type AvatarType } from "#shared/settings/avatar.ts";

/**
 * The most pixels an upload may declare. A 2 MB file can claim 20,000 × 20,000 pixels (a "decompression
 * bomb": over a gigabyte once decoded); 25 megapixels covers a camera's photo.
 */
export const MAX_INPUT_PIXELS = 25_000_000;

type Sharp = (typeof import("sharp"))["default"];
let loaded: Promise<Sharp> | undefined;

/** How each accepted type begins, the name sharp gives it, and the one libvips loader that may read it. */
const FORMATS: Record<AvatarType, { starts: (b: Uint8Array) => boolean; sharp: string; loader: string }> = {
  "image/png": {
    starts: (b) => bytesAt(b, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    sharp: "png",
    loader: "VipsForeignLoadPngBuffer",
  },
  "image/jpeg": { starts: (b) => bytesAt(b, 0, [0xff, 0xd8, 0xff]), sharp: "jpeg", loader: "VipsForeignLoadJpegBuffer" },
  "image/webp": {
    starts: (b) => bytesAt(b, 0, [...ascii("RIFF")]) && bytesAt(b, 8, [...ascii("WEBP")]),
    sharp: "webp",
    loader: "VipsForeignLoadWebpBuffer",
  },
};
const ascii = (s: string) => new TextEncoder().encode(s);
const bytesAt = (b: Uint8Array, at: number, want: number[]) => b.byteLength >= at + want.length && want.every((x, i) => b[at + i] === x);

/**
 * sharp (libvips) is loaded on the first upload only, so a server nobody uploads to never pays its memory.
 * Every libvips image loader is then blocked but those three: libvips would otherwise read whatever the
 * bytes turn out to be (SVG through librsvg, TIFF, AVIF and HEIF through libheif, GIF, PDF…), each one
 * more parser exposed to a student's file.
 */
function sharpLib(): Promise<Sharp> {
  return (loaded ??= import("sharp").then((m) => {
    // No decoded-image cache between uploads: each one is used once.
    m.default.cache(false);
    m.default.block({ operation: ["VipsForeignLoad"] });
    m.default.unblock({ operation: Object.values(FORMATS).map((f) => f.loader) });
    return m.default;
  }));
}

export interface AvatarImage {
  image: Buffer;
  mime: "image/webp";
  etag: string;
}

/**
 * Decodes an upload of the declared type, turns it upright (EXIF), crops it to a 256×256 square and
 * re-encodes it as WebP. The bytes must begin as that type does and sharp must read them as that type,
 * or nothing is decoded. The output carries no metadata (no location, no camera), and only its first
 * frame for an animation.
 */
export async function toAvatar(bytes: Uint8Array, type: AvatarType): Promise<AvatarImage> {
  if (bytes.byteLength === 0) throw new Invalid(M.avatarUnreadable);
  const format = FORMATS[type];
  if (!format.starts(bytes)) throw new UnsupportedType(M.avatarNotItsType);
  const sharp = await sharpLib();
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" } as const;
  let image: Buffer;
  try {
    const { format: read } = await sharp(bytes, options).metadata();
    if (read !== format.sharp) throw new UnsupportedType(M.avatarNotItsType);
    image = await sharp(bytes, options).rotate().resize(AVATAR_SIZE, AVATAR_SIZE, { fit: "cover" }).webp({ quality: 82 }).toBuffer();
  } catch (err) {
    if (err instanceof UnsupportedType) throw err;
    throw new Invalid(/pixel limit/i.test((err as Error).message) ? M.avatarTooManyPixels : M.avatarUnreadable);
  }
  return { image, mime: "image/webp", etag: createHash("sha256").update(image).digest("hex").slice(0, 16) };
}
