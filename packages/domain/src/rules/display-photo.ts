import { displayPhotoLimits, type DisplayPhotoType } from '../codes/display-photo.js';
import { shellMessages } from '../messages.js';

const jpegMagic = [0xff, 0xd8, 0xff];
const pngMagic = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The image type by its first bytes; the declared type and the file name prove nothing. */
export function detectImageType(bytes: Uint8Array): DisplayPhotoType | null {
  const starts = (magic: number[]) => magic.every((b, i) => bytes[i] === b);
  if (starts(pngMagic)) return 'image/png';
  if (starts(jpegMagic)) return 'image/jpeg';
  return null;
}

export function imageExtension(type: DisplayPhotoType): 'jpg' | 'png' {
  return type === 'image/png' ? 'png' : 'jpg';
}

/** The first problem with a photo's bytes (a picked file on the web, the decoded upload on the server). */
export function displayPhotoProblem(bytes: Uint8Array): string | null {
  if (detectImageType(bytes) === null) return shellMessages.photoType;
  if (bytes.length > displayPhotoLimits.maxBytes) return shellMessages.photoTooLarge;
  return null;
}

const dataUrlPrefix = /^data:[\w.+/-]*(?:;[\w.+=-]+)*;base64,/i;
const base64Body = /^[A-Za-z0-9+/]*={0,2}$/;

/** The base64 part of `data:image/png;base64,....` (or of bare base64); null when it is not base64. */
export function photoBase64(payload: string): string | null {
  const body = payload.trim().replace(dataUrlPrefix, '').replace(/\s+/g, '');
  if (body.length % 4 === 1 || !base64Body.test(body)) return null;
  return body;
}

export function base64DecodedLength(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const sextets = new Map([...alphabet].map((c, i) => [c, i]));

/** Decodes checked base64 (see photoBase64) without Buffer or atob, so both sides can use it. */
export function decodeBase64(base64: string): Uint8Array {
  const body = base64.replace(/=+$/, '');
  const out = new Uint8Array(Math.floor((body.length * 3) / 4));
  let bits = 0;
  let value = 0;
  let at = 0;
  for (const c of body) {
    value = ((value << 6) | (sextets.get(c) ?? 0)) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[at++] = (value >> bits) & 0xff;
    }
  }
  return out.subarray(0, at);
}

export type DisplayPhotoCheck =
  { ok: true; type: DisplayPhotoType; bytes: Uint8Array } | { ok: false; message: string };

/** Checks an uploaded photo payload: its type by content first, then its size, before decoding it all. */
export function checkDisplayPhotoPayload(payload: string): DisplayPhotoCheck {
  const base64 = photoBase64(payload);
  if (base64 === null || base64.length === 0)
    return { ok: false, message: shellMessages.photoType };
  if (detectImageType(decodeBase64(base64.slice(0, 12))) === null)
    return { ok: false, message: shellMessages.photoType };
  if (base64DecodedLength(base64) > displayPhotoLimits.maxBytes)
    return { ok: false, message: shellMessages.photoTooLarge };
  const bytes = decodeBase64(base64);
  const type = detectImageType(bytes);
  return type ? { ok: true, type, bytes } : { ok: false, message: shellMessages.photoType };
}
