import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { envelope, FixedClock, login, post, startApp } from './support/app.js';
import { testDatabases } from './support/databases.js';

const ops = '/cdesk/gw/ewatraderegws/api/profileoperations';
const detailUrl = `${ops}/getProfileDetail`;
const photoUrl = `${ops}/saveDisplayPhoto`;
const headerUrl = `${ops}/getHeaderByUCC`;

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const jpeg = await sharp({
  create: { width: 8, height: 4, channels: 3, background: '#b91c1c' },
})
  .jpeg()
  .toBuffer();
const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;
/** A real JPEG of exactly `size` bytes: the small picture above, padded with comment segments. */
const jpegOfSize = (size: number) => {
  const padding: Buffer[] = [];
  let left = size - jpeg.length;
  while (left > 0) {
    // A segment is its marker, a 16-bit length and data; none may be shorter than 4 bytes.
    let segment = Math.min(left, 65_537);
    if (left - segment > 0 && left - segment < 4) segment -= 4;
    const comment = Buffer.alloc(segment);
    comment.writeUInt16BE(0xfffe, 0);
    comment.writeUInt16BE(segment - 2, 2);
    padding.push(comment);
    left -= segment;
  }
  return Buffer.concat([jpeg.subarray(0, 2), ...padding, jpeg.subarray(2)]);
};
/** A PNG that declares a canvas of width x height and holds a few bytes of pixels. */
const pngHeaderOnly = (width: number, height: number) => {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const framed = Buffer.alloc(body.length + 8);
    framed.writeUInt32BE(data.length, 0);
    body.copy(framed, 4);
    framed.writeUInt32BE(crc32(body), body.length + 4);
    return framed;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    png.subarray(0, 8),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(16))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};
/** Whether the bytes hold EXIF's pointer to its GPS directory (tag 0x8825), in either byte order. */
const hasGpsPointer = (bytes: Buffer | undefined) =>
  bytes !== undefined &&
  (bytes.includes(Buffer.from([0x88, 0x25, 0x00, 0x04])) ||
    bytes.includes(Buffer.from([0x25, 0x88, 0x04, 0x00])));
const signedPhotoPath = /^\/cdesk\/gw\/media\/photo\/[0-9a-f-]{36}\.(png|jpg)\?exp=\d+&sig=[\w-]+$/;

describe.each(testDatabases())('the profile and the display photo on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  const clock = new FixedClock(new Date('2026-11-21T04:30:00Z'));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cdesk-profile-'));

  beforeAll(async () => {
    database = await open();
    app = await startApp(database, { clock, config: { dataDir } });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const get = (url: string, token?: string) =>
    app.inject({
      method: 'GET',
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('gives the profile detail with the nominee on record and empty claimant and witness', async () => {
    const { token } = await login(app, '5000001');
    const response = await post(app, detailUrl, { ucc: 'NJ5000001' }, token);
    expect(response.statusCode).toBe(200);
    expect(envelope(response).data).toEqual({
      name: 'Asha Verma',
      ucc_no: 'NJ5000001',
      demat_acc_no: 'IN30021412345678',
      email: 'asha.verma@example.in',
      phone: '9812345670',
      dob: '12-04-1986',
      gender: 'Female',
      address: '13, Shanti Nagar, Pune 411001',
      avatar: '',
      nominees: [
        {
          nomineeNo: 1,
          name: 'Rohit Verma',
          relationship: 'Spouse',
          share: 100,
          dob: '09-02-1984',
          guardianName: '',
        },
      ],
      claimant: [],
      witness: [],
    });
    const rohan = (await login(app, '5000013')).token;
    expect(envelope(await post(app, detailUrl, { ucc: 'NJ5000013' }, rohan)).data.nominees).toEqual(
      [],
    );
  });

  it("refuses another investor's UCC, a family member's included", async () => {
    const { token } = await login(app, '5000001');
    for (const ucc of ['NJ5000002', 'NJ5100001', 'nj5000001']) {
      const response = await post(app, detailUrl, { ucc }, token);
      expect(response.statusCode, ucc).toBe(403);
      expect(envelope(response).displayMessage).toBe('This account is not linked to your login.');
    }
    expect((await post(app, detailUrl, { ucc: '' }, token)).statusCode).toBe(400);
    expect((await post(app, detailUrl, { ucc: 'NJ5000001' })).statusCode).toBe(401);
  });

  it('stores an uploaded PNG and points the header, the profile and the photo URL at it', async () => {
    const { token } = await login(app, '5000011');
    const saved = await post(app, photoUrl, { photo: dataUrl('image/png', png) }, token);
    expect(saved.statusCode).toBe(200);
    expect(envelope(saved).displayMessage).toBe('Your photo has been updated.');
    const dpPath = envelope(saved).data.dpPath as string;
    expect(dpPath).toMatch(signedPhotoPath);

    const header = envelope(await post(app, headerUrl, { ucc: 'NJ5000011' }, token));
    expect(header.data.headerBean.dpPath).toBe(dpPath);
    const detail = envelope(await post(app, detailUrl, { ucc: 'NJ5000011' }, token));
    expect(detail.data.avatar).toBe(dpPath);

    const image = await get(dpPath);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('no-store');
    const stored = await sharp(image.rawPayload).metadata();
    expect([stored.format, stored.width, stored.height]).toEqual(['png', 1, 1]);

    const file = dpPath.split('?')[0]!.split('/').pop()!;
    expect(readdirSync(path.join(dataDir, 'uploads', 'photos'))).toContain(file);
  });

  it('serves the photo to its owner by bearer token, and to no one else', async () => {
    const owner = (await login(app, '5000011')).token;
    const { dpPath } = envelope(
      await post(app, photoUrl, { photo: dataUrl('image/png', png) }, owner),
    ).data as { dpPath: string };
    const bare = dpPath.split('?')[0]!;
    expect((await get(bare, owner)).statusCode).toBe(200);
    expect((await get(bare)).statusCode).toBe(401);
    const stranger = (await login(app, '5000001')).token;
    expect((await get(bare, stranger)).statusCode).toBe(404);
    const forged = dpPath.replace(/sig=[\w-]+/, 'sig=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect((await get(forged)).statusCode).toBe(403);
    const otherFile = dpPath.replace(
      /photo\/[0-9a-f-]{36}/,
      'photo/00000000-0000-0000-0000-000000000000',
    );
    expect((await get(otherFile)).statusCode).toBe(403);
    const longer = dpPath.replace(/exp=(\d+)/, (_m, exp: string) => `exp=${Number(exp) + 600}`);
    expect((await get(longer)).statusCode).toBe(403);
  });

  it('judges the type by the bytes: a JPEG declared as PNG is stored as a JPEG', async () => {
    const { token } = await login(app, '5000011');
    const first = envelope(await post(app, photoUrl, { photo: dataUrl('image/png', png) }, token))
      .data.dpPath as string;
    const second = envelope(await post(app, photoUrl, { photo: dataUrl('image/png', jpeg) }, token))
      .data.dpPath as string;
    expect(second).toMatch(/\.jpg\?/);
    const image = await get(second);
    expect(image.headers['content-type']).toBe('image/jpeg');
    // The replaced photo is gone, even through a URL that was valid for it.
    expect((await get(first)).statusCode).toBe(404);
    expect(readdirSync(path.join(dataDir, 'uploads', 'photos'))).not.toContain(
      first.split('?')[0]!.split('/').pop(),
    );
  });

  it('keeps one photo file per investor when two uploads race', async () => {
    const { token } = await login(app, '5000001');
    const folder = path.join(dataDir, 'uploads', 'photos');
    const photos = () => (existsSync(folder) ? readdirSync(folder) : []);
    const before = photos().length;
    const results = await Promise.all([
      post(app, photoUrl, { photo: dataUrl('image/png', png) }, token),
      post(app, photoUrl, { photo: dataUrl('image/jpeg', jpeg) }, token),
      post(app, photoUrl, { photo: dataUrl('image/png', png) }, token),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(photos()).toHaveLength(before + 1);
    const header = envelope(await post(app, headerUrl, { ucc: 'NJ5000001' }, token));
    expect((await get(header.data.headerBean.dpPath)).statusCode).toBe(200);
  });

  it.each([
    ['a GIF declared as PNG', { photo: dataUrl('image/png', gif) }],
    ['text', { photo: dataUrl('image/jpeg', Buffer.from('hello, this is not a picture')) }],
    ['not base64', { photo: 'data:image/png;base64,@@@@' }],
    ['an empty photo', { photo: '' }],
  ])('refuses %s with the JPG or PNG message', async (_name, body) => {
    const { token } = await login(app, '5000013');
    const response = await post(app, photoUrl, body, token);
    expect(response.statusCode).toBe(400);
    expect(envelope(response).displayMessage).toBe('Please upload a JPG or PNG image.');
  });

  const html = Buffer.from('<html><body><script>alert(document.domain)</script></body></html>');

  it.each([
    ['a PNG signature followed by HTML', Buffer.concat([png.subarray(0, 8), html])],
    ['an 8-byte PNG', png.subarray(0, 8)],
    ['a JPEG cut off after its header', jpeg.subarray(0, 40)],
  ])('refuses %s as a picture that cannot be read', async (_name, bytes) => {
    const { token } = await login(app, '5000013');
    const response = await post(app, photoUrl, { photo: dataUrl('image/png', bytes) }, token);
    expect(response.statusCode).toBe(400);
    expect(envelope(response)).toMatchObject({
      errCode: 'PHOTO_UNREADABLE',
      displayMessage: 'This image could not be read. Please upload another JPG or PNG photo.',
    });
  });

  it('refuses a small file that declares a 100000 x 100000 canvas, without decoding it', async () => {
    const { token } = await login(app, '5000013');
    const bomb = pngHeaderOnly(100_000, 100_000);
    expect(bomb.length).toBeLessThan(100);
    const response = await post(app, photoUrl, { photo: dataUrl('image/png', bomb) }, token);
    expect(response.statusCode).toBe(400);
    expect(envelope(response)).toMatchObject({
      errCode: 'PHOTO_DIMENSIONS',
      displayMessage: 'The photo is too large. Please upload one of at most 24 megapixels.',
    });
  });

  it('stores only the pixels: what followed the image is gone', async () => {
    const { token } = await login(app, '5000013');
    const polyglot = Buffer.concat([jpeg, html]);
    const saved = await post(app, photoUrl, { photo: dataUrl('image/jpeg', polyglot) }, token);
    expect(saved.statusCode).toBe(200);
    const stored = (await get(envelope(saved).data.dpPath as string)).rawPayload;
    expect(stored.includes('<script')).toBe(false);
    expect((await sharp(stored).metadata()).format).toBe('jpeg');
  });

  it('strips EXIF with its GPS position, turning the picture as the EXIF said first', async () => {
    const { token } = await login(app, '5000013');
    const located = await sharp(jpeg)
      .withExif({
        IFD0: { Make: 'PhoneCo' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '18/1 31/1 1234/100' },
      })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const sent = await sharp(located).metadata();
    expect(sent.exif?.includes('PhoneCo')).toBe(true);
    expect(hasGpsPointer(sent.exif)).toBe(true);
    expect([sent.width, sent.height, sent.orientation]).toEqual([8, 4, 6]);

    const saved = await post(app, photoUrl, { photo: dataUrl('image/jpeg', located) }, token);
    expect(saved.statusCode).toBe(200);
    const stored = (await get(envelope(saved).data.dpPath as string)).rawPayload;
    const kept = await sharp(stored).metadata();
    expect(kept.exif).toBeUndefined();
    expect(hasGpsPointer(stored)).toBe(false);
    expect(kept.orientation).toBeUndefined();
    expect([kept.width, kept.height]).toEqual([4, 8]);
    expect(stored.includes('PhoneCo')).toBe(false);
  });

  it('takes a photo of exactly 2 MB and refuses anything larger with the size message', async () => {
    const { token } = await login(app, '5000013');
    const limit = 2 * 1024 * 1024;
    const atLimit = await post(
      app,
      photoUrl,
      { photo: dataUrl('image/jpeg', jpegOfSize(limit)) },
      token,
    );
    expect(atLimit.statusCode).toBe(200);
    for (const size of [limit + 1, Math.floor(limit * 1.3), limit * 3]) {
      const response = await post(
        app,
        photoUrl,
        { photo: dataUrl('image/jpeg', jpegOfSize(size)) },
        token,
      );
      expect(response.statusCode, `${size} bytes`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, `${size} bytes`).toBeLessThan(500);
      expect(envelope(response).displayMessage, `${size} bytes`).toBe(
        'The photo must be smaller than 2 MB.',
      );
    }
  });

  it('lets a signed photo URL expire', async () => {
    const { token } = await login(app, '5000013');
    const { dpPath } = envelope(
      await post(app, photoUrl, { photo: dataUrl('image/png', png) }, token),
    ).data as { dpPath: string };
    expect((await get(dpPath)).statusCode).toBe(200);
    clock.advance(71 * 60 * 1000);
    const expired = await get(dpPath);
    expect(expired.statusCode).toBe(403);
    expect(envelope(expired).displayMessage).toBe(
      'This photo link has expired. Please reload the page.',
    );
    const fresh = (await login(app, '5000013')).token;
    const header = envelope(await post(app, headerUrl, { ucc: 'NJ5000013' }, fresh));
    expect((await get(header.data.headerBean.dpPath)).statusCode).toBe(200);
  });

  it('needs a session with no forced steps pending to upload', async () => {
    expect((await post(app, photoUrl, { photo: dataUrl('image/png', png) })).statusCode).toBe(401);
    const pending = (await login(app, '5000006')).token;
    expect(
      (await post(app, photoUrl, { photo: dataUrl('image/png', png) }, pending)).statusCode,
    ).toBe(403);
  });

  it('answers odd photo paths with a 4xx envelope', async () => {
    const { token } = await login(app, '5000001');
    for (const url of [
      '/cdesk/gw/media/photo/..%2F..%2Fsecret.key',
      '/cdesk/gw/media/photo/x.png?exp=abc&sig=x',
      `/cdesk/gw/media/photo/${'a'.repeat(200)}.png`,
      '/cdesk/gw/media/photo/',
    ]) {
      const response = await get(url, token);
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(envelope(response).isSuccess, url).toBe(false);
    }
  });
});
