// Photo albums through the API: albums with their cover and count, one photo per upload with its
// caption and date, edits, deletions that take the files along, other keepers kept out.
import { databaseFingerprint, expectErrorShape } from '../../test/authHelpers';
import {
  createPetsTestServer,
  jpegPart,
  multipart,
  type PetsTestServer,
} from '../../test/petsTestServer';
import { gif, noisyJpeg, noisyPng } from '../uploads/testUploads';

jest.setTimeout(120_000);

let t: PetsTestServer;
beforeAll(async () => {
  t = await createPetsTestServer();
});
afterAll(() => t.close());

async function createAlbum(title = 'Walks', description: string | null = null) {
  const res = await t.me.call({
    method: 'POST',
    url: `/api/keeper/pets/${t.me.petId}/albums`,
    payload: { title, description },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: string };
}

async function addPhoto(albumId: string, data: Buffer, fields: Record<string, string> = {}) {
  return t.me.call({
    method: 'POST',
    url: `/api/keeper/albums/${albumId}/photos`,
    ...multipart([
      ...Object.entries(fields).map(([name, value]) => ({ name, value })),
      jpegPart(data),
    ]),
  });
}

describe('albums and photos', () => {
  it('creates an album, adds photos one by one, and shows them in order with the first as cover', async () => {
    const album = await createAlbum('Park', 'Sunday walks');
    const first = await addPhoto(album.id, await noisyJpeg(320, 240), {
      caption: 'Ball!',
      taken_on: '2026-05-30',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toEqual({
      id: expect.any(String),
      album_id: album.id,
      caption: 'Ball!',
      taken_on: '2026-05-30',
      file: expect.objectContaining({ mime: 'image/jpeg', width: 320, height: 240 }),
      created_at: expect.any(String),
    });
    const second = await addPhoto(album.id, await noisyPng(200, 100));
    expect(second.json().data).toMatchObject({ caption: null, taken_on: null });
    expect(second.json().data.file.mime).toBe('image/png');

    const shown = await t.me.call({ method: 'GET', url: `/api/keeper/albums/${album.id}` });
    expect(shown.statusCode).toBe(200);
    const { album: view, photos } = shown.json().data;
    expect(photos.map((p: { id: string }) => p.id)).toEqual([
      first.json().data.id,
      second.json().data.id,
    ]);
    expect(view).toMatchObject({ title: 'Park', description: 'Sunday walks', photo_count: 2 });
    expect(view.cover.id).toBe(first.json().data.file.id);

    const list = await t.me.call({ method: 'GET', url: `/api/keeper/pets/${t.me.petId}/albums` });
    expect(list.json().data.find((a: { id: string }) => a.id === album.id)).toMatchObject({
      photo_count: 2,
    });
  });

  it('edits albums and photos, and deletes a photo with its files', async () => {
    const album = await createAlbum();
    const photo = (await addPhoto(album.id, await noisyJpeg(100, 100))).json().data;
    const renamed = await t.me.call({
      method: 'PUT',
      url: `/api/keeper/albums/${album.id}`,
      payload: { title: 'Evening walks', description: null },
    });
    expect(renamed.json().data).toMatchObject({ title: 'Evening walks', description: null });
    const captioned = await t.me.call({
      method: 'PUT',
      url: `/api/keeper/photos/${photo.id}`,
      payload: { caption: 'Sleepy', taken_on: '2026-05-01' },
    });
    expect(captioned.json().data).toMatchObject({ caption: 'Sleepy', taken_on: '2026-05-01' });
    const future = await t.me.call({
      method: 'PUT',
      url: `/api/keeper/photos/${photo.id}`,
      payload: { taken_on: '2026-12-01' },
    });
    expectErrorShape(future, 422);

    const removed = await t.me.call({ method: 'DELETE', url: `/api/keeper/photos/${photo.id}` });
    expect(removed.statusCode).toBe(204);
    expect((await t.storedFiles()).filter((f) => f.includes(photo.file.id))).toEqual([]);
    const shown = await t.me.call({ method: 'GET', url: `/api/keeper/albums/${album.id}` });
    expect(shown.json().data).toMatchObject({ album: { photo_count: 0, cover: null }, photos: [] });
  });

  it('deletes an album with its photos and their files', async () => {
    const album = await createAlbum('To delete');
    const a = (await addPhoto(album.id, await noisyJpeg(60, 60))).json().data;
    const b = (await addPhoto(album.id, await noisyJpeg(70, 70))).json().data;
    const res = await t.me.call({ method: 'DELETE', url: `/api/keeper/albums/${album.id}` });
    expect(res.statusCode).toBe(204);
    const left = await t.storedFiles();
    expect(left.filter((f) => f.includes(a.file.id) || f.includes(b.file.id))).toEqual([]);
    expectErrorShape(
      await t.me.call({ method: 'GET', url: `/api/keeper/albums/${album.id}` }),
      404,
    );
  });

  it('refuses bad albums and photos with 422, storing nothing', async () => {
    const album = await createAlbum();
    const before = await databaseFingerprint(t.server.database.db);
    const stored = await t.storedFiles();
    const albumsUrl = `/api/keeper/pets/${t.me.petId}/albums`;
    for (const payload of [
      { title: '' },
      { title: 'x'.repeat(81) },
      { title: 42 },
      { title: 'Ok', cover: 'mine' },
      { title: 'Bad\u0007bell' },
    ]) {
      expectErrorShape(await t.me.call({ method: 'POST', url: albumsUrl, payload }), 422);
    }
    expectErrorShape(await addPhoto(album.id, await gif()), 422);
    expectErrorShape(
      await addPhoto(album.id, await noisyJpeg(50, 50), { taken_on: '2027-01-01' }),
      422,
    );
    expectErrorShape(
      await addPhoto(album.id, await noisyJpeg(50, 50), { taken_on: 'yesterday' }),
      422,
    );
    expectErrorShape(
      await addPhoto(album.id, await noisyJpeg(50, 50), { caption: 'x'.repeat(501) }),
      422,
    );
    expectErrorShape(await addPhoto(album.id, await noisyJpeg(50, 50), { album_id: '1' }), 422);
    expect(await t.storedFiles()).toEqual(stored);
    expect(await databaseFingerprint(t.server.database.db)).toEqual(before);
  });

  it('keeps another keeper’s albums and photos out of reach', async () => {
    const album = await createAlbum('Private');
    const photo = (await addPhoto(album.id, await noisyJpeg(40, 40))).json().data;
    const before = await databaseFingerprint(t.server.database.db);
    const stored = await t.storedFiles();
    const attempts = [
      t.other.call({ method: 'GET', url: `/api/keeper/albums/${album.id}` }),
      t.other.call({
        method: 'PUT',
        url: `/api/keeper/albums/${album.id}`,
        payload: { title: 'x' },
      }),
      t.other.call({ method: 'DELETE', url: `/api/keeper/albums/${album.id}` }),
      t.other.call({
        method: 'PUT',
        url: `/api/keeper/photos/${photo.id}`,
        payload: { caption: 'x' },
      }),
      t.other.call({ method: 'DELETE', url: `/api/keeper/photos/${photo.id}` }),
      t.other.call({ method: 'GET', url: `/api/keeper/pets/${t.me.petId}/albums` }),
      t.other.call({
        method: 'POST',
        url: `/api/keeper/albums/${album.id}/photos`,
        ...multipart([jpegPart(await noisyJpeg(40, 40))]),
      }),
    ];
    for (const res of await Promise.all(attempts)) expectErrorShape(res, 404);
    expect(await databaseFingerprint(t.server.database.db)).toEqual(before);
    expect(await t.storedFiles()).toEqual(stored);
  });
});
