// Pet photos through the API: stored clean (upright, no metadata) with WebP copies, served only
// through signed, expiring URLs; refused files (too large, damaged, wrong type, bombs) and
// cancelled uploads leave nothing stored; deleting a record deletes its files.
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { databaseFingerprint, expectErrorShape } from '../../test/authHelpers';
import {
  createPetsTestServer,
  jpegPart,
  multipart,
  type PetsTestServer,
} from '../../test/petsTestServer';
import {
  blackPng,
  docx,
  gif,
  noisyJpeg,
  pdf,
  phoneJpeg,
  withGarbageAfter,
  zipBomb,
} from '../uploads/testUploads';
import { uploadPolicy } from '../uploads/uploadPolicies';

jest.setTimeout(180_000);

let t: PetsTestServer;
beforeAll(async () => {
  t = await createPetsTestServer();
});
afterAll(() => t.close());

const photoUrl = () => `/api/keeper/pets/${t.me.petId}/photo`;

async function uploadPhoto(
  data: Buffer,
  filename = 'photo.jpg',
  extra: Record<string, string> = {},
) {
  const body = multipart([
    ...Object.entries(extra).map(([name, value]) => ({ name, value })),
    jpegPart(data, filename),
  ]);
  return t.me.call({ method: 'POST', url: photoUrl(), ...body });
}

/** GET a signed URL as a browser would: no bearer token. */
const fetchSigned = (url: string) => t.server.app.inject({ method: 'GET', url });

describe('the pet photo', () => {
  it('stores the photo upright without metadata, with WebP display and thumbnail copies', async () => {
    const res = await uploadPhoto(await phoneJpeg(), 'IMG_0001.JPG');
    expect(res.statusCode).toBe(200);
    const photo = res.json().data.photo;
    expect(photo).toMatchObject({
      mime: 'image/jpeg',
      width: 20,
      height: 40,
      pages: null,
      name: 'IMG_0001.JPG',
      url: expect.stringMatching(
        /^\/api\/files\/[0-9a-f-]{36}\/original\?expires=\d+&signature=[0-9a-f]{64}$/,
      ),
      display_url: expect.stringContaining('/display?'),
      thumbnail_url: expect.stringContaining('/thumbnail?'),
    });
    const original = await fetchSigned(photo.url);
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/jpeg');
    expect(original.headers['cache-control']).toMatch(/^private/);
    expect(original.headers['x-content-type-options']).toBe('nosniff');
    const metadata = await sharp(original.rawPayload).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    const thumbnail = await fetchSigned(photo.thumbnail_url);
    expect(thumbnail.headers['content-type']).toBe('image/webp');
  });

  it('accepts _method=PUT (Laravel clients) and replaces the previous photo, deleting its files', async () => {
    const first = await uploadPhoto(await noisyJpeg(300, 200));
    const firstPhoto = first.json().data.photo;
    const second = await uploadPhoto(await noisyJpeg(200, 300), 'b.jpg', { _method: 'PUT' });
    expect(second.statusCode).toBe(200);
    expect(second.json().data.photo.id).not.toBe(firstPhoto.id);
    expect((await t.storedFiles()).filter((f) => f.includes(firstPhoto.id))).toEqual([]);
    expect((await fetchSigned(firstPhoto.url)).statusCode).toBe(404);
  });

  it('removes the photo with its files', async () => {
    const res = await uploadPhoto(await noisyJpeg(120, 90));
    const { id } = res.json().data.photo;
    const removed = await t.me.call({ method: 'DELETE', url: photoUrl() });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.photo).toBeNull();
    expect((await t.storedFiles()).filter((f) => f.includes(id))).toEqual([]);
  });
});

describe('signed file URLs', () => {
  let photo: { id: string; url: string };
  beforeAll(async () => {
    photo = (await uploadPhoto(await noisyJpeg(160, 120))).json().data.photo;
  });

  it('work without a token until they expire (60 to 75 minutes)', async () => {
    expect((await fetchSigned(photo.url)).statusCode).toBe(200);
    t.clock.advance(59 * 60_000);
    expect((await fetchSigned(photo.url)).statusCode).toBe(200);
    t.clock.advance(17 * 60_000);
    const expired = await fetchSigned(photo.url);
    expectErrorShape(expired, 403);
    t.clock.set(new Date('2026-06-01T09:00:00Z'));
  });

  it('refuse a changed signature, expiry, variant or file id', async () => {
    const url = new URL(photo.url, 'http://x');
    const signature = url.searchParams.get('signature')!;
    const expires = url.searchParams.get('expires')!;
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`;
    const tampered = [
      `/api/files/${photo.id}/original?expires=${expires}&signature=${flipped}`,
      `/api/files/${photo.id}/original?expires=${Number(expires) + 3600}&signature=${signature}`,
      `/api/files/${photo.id}/display?expires=${expires}&signature=${signature}`,
      `/api/files/${photo.id}/original?expires=${expires}`,
      `/api/files/${photo.id}/original`,
      `/api/files/${photo.id}/original?expires=abc&signature=${signature}`,
    ];
    for (const bad of tampered) expectErrorShape(await fetchSigned(bad), 403);
    const otherFile = `/api/files/00000000-0000-4000-8000-000000000000/original?expires=${expires}&signature=${signature}`;
    expectErrorShape(await fetchSigned(otherFile), 403);
    expectErrorShape(await fetchSigned('/api/files/not-a-uuid/original'), 404);
  });

  it('are fresh in every answer, and the same for a quarter of an hour (browser caching)', async () => {
    const read = () => t.me.call({ method: 'GET', url: `/api/keeper/pets/${t.me.petId}` });
    t.clock.set(new Date('2026-06-01T09:01:00Z'));
    const a = (await read()).json().data.photo.url;
    t.clock.advance(60_000);
    const b = (await read()).json().data.photo.url;
    expect(b).toBe(a);
    t.clock.advance(20 * 60_000);
    const c = (await read()).json().data.photo.url;
    expect(c).not.toBe(a);
    t.clock.set(new Date('2026-06-01T09:00:00Z'));
  });
});

describe('refused uploads store nothing', () => {
  const refusals: Array<[string, () => Promise<Buffer> | Buffer, string]> = [
    ['a GIF', gif, 'The file must be a JPEG, PNG, WebP or HEIC photo.'],
    ['a PDF for a photo', () => pdf(1), 'The file must be a JPEG, PNG, WebP or HEIC photo.'],
    ['a Word document', docx, 'The file must be a JPEG, PNG, WebP or HEIC photo.'],
    ['a zip bomb', zipBomb, 'The file must be a JPEG, PNG, WebP or HEIC photo.'],
    [
      'a decompression bomb image',
      () => blackPng(9000, 9000),
      'The image is too large: at most 50 megapixels and 12000 pixels on its longest side.',
    ],
    [
      'a truncated JPEG',
      async () => withGarbageAfter(await noisyJpeg(), 4000),
      'The image could not be read. It may be damaged or incomplete.',
    ],
    ['an empty file', () => Buffer.alloc(0), 'The file is empty.'],
    [
      'a file one byte over the limit',
      () => Buffer.alloc(uploadPolicy('petPhoto').maxBytes + 1, 0xff),
      'The file may not be larger than 15 MB.',
    ],
  ];

  it.each(refusals)('refuses %s with 422 in the error shape', async (_label, make, message) => {
    const before = await databaseFingerprint(t.server.database.db);
    const stored = await t.storedFiles();
    const res = await uploadPhoto(await make(), 'photo.jpg');
    expectErrorShape(res, 422);
    expect(res.json().errors).toEqual({ file: [message] });
    expect(await t.storedFiles()).toEqual(stored);
    expect(await databaseFingerprint(t.server.database.db)).toEqual(before);
  });

  it('refuses a request without a file, with two files, or with unknown fields', async () => {
    const before = await t.storedFiles();
    const none = await t.me.call({
      method: 'POST',
      url: photoUrl(),
      ...multipart([{ name: 'caption', value: 'x' }]),
    });
    expectErrorShape(none, 422);
    expect(none.json().errors.file).toEqual(['Please choose a file to upload.']);
    const json = await t.me.call({ method: 'POST', url: photoUrl(), payload: { file: 'x' } });
    expectErrorShape(json, 422);
    const two = await t.me.call({
      method: 'POST',
      url: photoUrl(),
      ...multipart([jpegPart(await noisyJpeg(50, 50)), jpegPart(await noisyJpeg(60, 60), 'b.jpg')]),
    });
    expectErrorShape(two, 422);
    const extra = await uploadPhoto(await noisyJpeg(50, 50), 'a.jpg', { owner: 'someone' });
    expectErrorShape(extra, 422);
    expect(await t.storedFiles()).toEqual(before);
  });

  it('answers in Japanese when the app speaks Japanese', async () => {
    const body = multipart([jpegPart(await gif())]);
    const res = await t.me.call({
      method: 'POST',
      url: photoUrl(),
      payload: body.payload,
      headers: { ...body.headers, 'app-language': 'jp' },
    });
    expect(res.json().errors.file).toEqual(['JPEG・PNG・WebP・HEICの写真を選んでください。']);
  });

  it('does not accept a photo for another keeper’s pet', async () => {
    const before = await t.storedFiles();
    const res = await t.me.call({
      method: 'POST',
      url: `/api/keeper/pets/${t.other.petId}/photo`,
      ...multipart([jpegPart(await noisyJpeg(50, 50))]),
    });
    expectErrorShape(res, 404);
    expect(await t.storedFiles()).toEqual(before);
  });

  it('keeps nothing of an upload the client cancels half way', async () => {
    await t.server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.server.app.server.address() as AddressInfo;
    const before = await t.storedFiles();
    const body = multipart([jpegPart(await noisyJpeg(2000, 1500))]);
    await new Promise<void>((resolve) => {
      const request = httpRequest({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: photoUrl(),
        headers: {
          ...body.headers,
          authorization: `Bearer ${t.me.token}`,
          'content-length': String(body.payload.length),
        },
      });
      request.on('error', () => resolve());
      request.on('close', () => resolve());
      request.write(body.payload.subarray(0, Math.floor(body.payload.length / 2)), () => {
        setTimeout(() => request.destroy(), 200);
      });
    });
    // The server notices the socket close and gives up on the part.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await t.storedFiles()).toEqual(before);
  });
});

describe('deleting a pet', () => {
  it('deletes every file of it: photo, gallery, documents, attachments', async () => {
    const created = await t.me.call({
      method: 'POST',
      url: '/api/keeper/pets',
      payload: { name: 'Temp', species: 'rabbit' },
    });
    const petId = created.json().data.id;
    await t.me.call({
      method: 'POST',
      url: `/api/keeper/pets/${petId}/photo`,
      ...multipart([jpegPart(await noisyJpeg(80, 60))]),
    });
    const album = await t.me.call({
      method: 'POST',
      url: `/api/keeper/pets/${petId}/albums`,
      payload: { title: 'Garden' },
    });
    await t.me.call({
      method: 'POST',
      url: `/api/keeper/albums/${album.json().data.id}/photos`,
      ...multipart([jpegPart(await noisyJpeg(90, 60))]),
    });
    const document = await t.me.call({
      method: 'POST',
      url: `/api/keeper/pets/${petId}/documents`,
      ...multipart([
        { name: 'kind', value: 'lab_result' },
        { name: 'title', value: 'Bloods' },
        {
          name: 'file',
          file: { filename: 'bloods.pdf', type: 'application/pdf', data: await pdf(1) },
        },
      ]),
    });
    expect(document.statusCode).toBe(201);
    const pet = (await t.me.call({ method: 'GET', url: `/api/keeper/pets/${petId}` })).json().data;
    const ids = [pet.photo.id, document.json().data.file.id];
    expect((await t.storedFiles()).filter((f) => ids.some((id) => f.includes(id)))).not.toEqual([]);
    const storedBefore = (await t.storedFiles()).length;

    expect(
      (await t.me.call({ method: 'DELETE', url: `/api/keeper/pets/${petId}` })).statusCode,
    ).toBe(204);
    const after = await t.storedFiles();
    expect(after.filter((f) => ids.some((id) => f.includes(id)))).toEqual([]);
    // Photo (3 files), album photo (3) and document (1).
    expect(storedBefore - after.length).toBe(7);
  });
});
