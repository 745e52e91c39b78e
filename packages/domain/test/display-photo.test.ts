import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  base64DecodedLength,
  checkDisplayPhotoPayload,
  decodeBase64,
  detectImageType,
  displayPhotoLimits,
  displayPhotoProblem,
  photoBase64,
  ZSaveDisplayPhotoRequest,
} from '../src/index.js';

const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);
const gif = new TextEncoder().encode('GIF89a....');
const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

describe('display photo type and size', () => {
  it('knows JPEG and PNG by their first bytes', () => {
    expect(detectImageType(png)).toBe('image/png');
    expect(detectImageType(jpeg)).toBe('image/jpeg');
    expect(detectImageType(gif)).toBeNull();
    expect(detectImageType(new Uint8Array())).toBeNull();
  });

  it('names the first problem with the spec wording', () => {
    expect(displayPhotoProblem(gif)).toBe('Please upload a JPG or PNG image.');
    const big = new Uint8Array(displayPhotoLimits.maxBytes + 1);
    big.set(jpeg);
    expect(displayPhotoProblem(big)).toBe('The photo must be smaller than 2 MB.');
    expect(displayPhotoProblem(big.subarray(0, displayPhotoLimits.maxBytes))).toBeNull();
  });

  it('judges a PNG declared as JPEG by its content, and a GIF declared as PNG too', () => {
    const asJpeg = checkDisplayPhotoPayload(`data:image/jpeg;base64,${b64(png)}`);
    expect(asJpeg).toMatchObject({ ok: true, type: 'image/png' });
    expect(checkDisplayPhotoPayload(`data:image/png;base64,${b64(gif)}`)).toEqual({
      ok: false,
      message: 'Please upload a JPG or PNG image.',
    });
  });

  it('refuses what is not base64, and an empty photo', () => {
    for (const payload of [
      '',
      'data:image/png;base64,',
      'not base64!',
      'data:image/png,rawtext',
      'A',
    ])
      expect(checkDisplayPhotoPayload(payload)).toEqual({
        ok: false,
        message: 'Please upload a JPG or PNG image.',
      });
  });

  it('refuses a photo over 2 MB from its length, before decoding it', () => {
    const big = new Uint8Array(displayPhotoLimits.maxBytes + 3);
    big.set(jpeg);
    expect(checkDisplayPhotoPayload(b64(big))).toEqual({
      ok: false,
      message: 'The photo must be smaller than 2 MB.',
    });
    const limit = new Uint8Array(displayPhotoLimits.maxBytes);
    limit.set(png);
    const ok = checkDisplayPhotoPayload(`data:image/png;base64,${b64(limit)}`);
    expect(ok.ok && ok.bytes.length).toBe(displayPhotoLimits.maxBytes);
  });

  it('decodes base64 exactly as the platform does, with or without padding and line breaks', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => {
        const encoded = b64(bytes);
        expect(base64DecodedLength(encoded)).toBe(bytes.length);
        expect(decodeBase64(encoded)).toEqual(bytes);
        const wrapped = encoded.replace(/(.{76})/g, '$1\n');
        expect(decodeBase64(photoBase64(wrapped)!)).toEqual(bytes);
        expect(decodeBase64(photoBase64(encoded.replace(/=+$/, ''))!)).toEqual(bytes);
      }),
    );
  });

  it('bounds the request so a huge body is refused by the contract', () => {
    expect(ZSaveDisplayPhotoRequest.safeParse({ photo: 'A'.repeat(3_000_000) }).success).toBe(
      false,
    );
    expect(ZSaveDisplayPhotoRequest.safeParse({ photo: b64(png) }).success).toBe(true);
  });
});
