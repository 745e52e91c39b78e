import { displayPhotoLimits, shellMessages, type DisplayPhotoType } from '@cdesk/domain';
import type Sharp from 'sharp';
import { lazy } from '../../lib/lazy.js';

const loadSharp = lazy(async (): Promise<typeof Sharp> => {
  const { default: sharp } = await import('sharp');
  // Each upload is decoded once; a cache of decoded images would only hold investors' photos in memory.
  sharp.cache(false);
  return sharp;
});

export type RedrawnPhoto =
  | { ok: true; type: DisplayPhotoType; bytes: Buffer }
  | { ok: false; code: 'PHOTO_TYPE' | 'PHOTO_UNREADABLE' | 'PHOTO_DIMENSIONS'; message: string };

const unreadable = {
  ok: false,
  code: 'PHOTO_UNREADABLE',
  message: shellMessages.photoUnreadable,
} as const;
const tooManyPixels = {
  ok: false,
  code: 'PHOTO_DIMENSIONS',
  message: shellMessages.photoDimensions,
} as const;

function refusal(error: unknown): RedrawnPhoto {
  return error instanceof Error && /pixel limit/i.test(error.message) ? tooManyPixels : unreadable;
}

/**
 * Decodes an uploaded photo and encodes it afresh, so what is stored and served is only pixels:
 * no bytes hidden after the image (HTML or script in a polyglot), no EXIF, GPS or other metadata.
 * A file that does not decode as a JPEG or PNG, or that declares more pixels than the limit, is
 * refused before any pixel is decoded.
 */
export async function redrawPhoto(bytes: Uint8Array): Promise<RedrawnPhoto> {
  const options = { limitInputPixels: displayPhotoLimits.maxPixels, failOn: 'error' } as const;
  const sharp = await loadSharp();
  let format: string | undefined;
  try {
    const info = await sharp(bytes, options).metadata();
    if ((info.width ?? 0) * (info.height ?? 0) > displayPhotoLimits.maxPixels) return tooManyPixels;
    format = info.format;
  } catch (error) {
    return refusal(error);
  }
  if (format !== 'jpeg' && format !== 'png')
    return { ok: false, code: 'PHOTO_TYPE', message: shellMessages.photoType };
  try {
    // rotate() turns the pixels as the EXIF orientation says before the EXIF is left behind.
    const image = sharp(bytes, options).rotate();
    const redrawn =
      format === 'png'
        ? await image.png({ compressionLevel: 9 }).toBuffer()
        : await image.jpeg({ quality: 85 }).toBuffer();
    return { ok: true, type: format === 'png' ? 'image/png' : 'image/jpeg', bytes: redrawn };
  } catch (error) {
    return refusal(error);
  }
}
