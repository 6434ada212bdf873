// Photo analysis through the API, on PGlite and PostgreSQL: an unusable photo refused with a
// message per problem and nothing stored, a usable one stored with its guided questions, answers
// triaged, continue-to-thread, someone else's analysis out of reach, delete removes the photo.
import sharp from 'sharp';
import { databaseFingerprint, expectErrorShape } from '../../test/authHelpers';
import {
  createPetsTestServer,
  jpegPart,
  multipart,
  type PetsTestServer,
} from '../../test/petsTestServer';
import { phoneScene } from '../triage/photo/testScenes';

jest.setTimeout(60_000);

let t: PetsTestServer;
beforeAll(async () => {
  t = await createPetsTestServer();
});
afterAll(() => t.close());

async function texture(width: number, height: number, brightness = 1): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 11;
  for (let i = 0; i < pixels.length; i += 1) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    pixels[i] = Math.round((60 + (seed % 140)) * brightness);
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg()
    .toBuffer();
}

function upload(petId: string, photo: Buffer, fields: Record<string, string>, language = 'en') {
  const body = multipart([
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    jpegPart(photo),
  ]);
  return t.me.call({
    method: 'POST',
    url: `/api/keeper/pets/${petId}/image-analyses`,
    payload: body.payload,
    headers: { ...body.headers, 'app-language': language },
  });
}

describe('photo analysis', () => {
  it('refuses a blurry or dark photo with a message per problem and stores nothing', async () => {
    const before = await databaseFingerprint(t.server.database.db);
    const files = await t.storedFiles();
    const blurry = await sharp(await texture(1200, 900))
      .blur(12)
      .jpeg()
      .toBuffer();
    const refused = await upload(t.me.petId, blurry, { body_area: 'eye' });
    expectErrorShape(refused, 422);
    expect(refused.json().errors.file).toEqual([
      'The photo is blurry. Hold the phone steady, tap to focus and take it again.',
    ]);
    const dark = await upload(
      t.me.petId,
      await texture(1200, 900, 0.15),
      { body_area: 'eye' },
      'jp',
    );
    expect(dark.json().errors.file).toEqual([
      '写真が暗すぎます。明かりをつけるか窓の近くで撮り直してください。',
    ]);
    expect(await databaseFingerprint(t.server.database.db)).toEqual(before);
    expect(await t.storedFiles()).toEqual(files);
  });

  it('analyses a usable photo: questions, answers, triage, thread, delete', async () => {
    const files = await t.storedFiles();
    const created = await upload(t.me.petId, await texture(1200, 900), {
      body_area: 'eye',
      concern: 'Her left eye looks red since yesterday',
    });
    expect(created.statusCode).toBe(201);
    const analysis = created.json().data;
    expect(analysis).toMatchObject({
      pet_id: t.me.petId,
      body_area: 'eye',
      concern: 'Her left eye looks red since yesterday',
      quality: { usable: true, problems: [], width: 1200, height: 900 },
      answers: null,
      triage: null,
      vision_description: null,
      status: 'needs_answers',
      thread_id: null,
    });
    expect(analysis.photo.url).toMatch(/\/api\/files\//);
    expect(analysis.questions.length).toBeGreaterThan(1);
    expect((await t.storedFiles()).length).toBeGreaterThan(files.length);

    // Answers must choose one option of every question.
    const partial = await t.me.call({
      method: 'POST',
      url: `/api/keeper/image-analyses/${analysis.id}/answers`,
      payload: { answers: { eye_open: 'nonsense' } },
    });
    expectErrorShape(partial, 422);

    const answers = Object.fromEntries(
      analysis.questions.map((q: { id: string; options: { id: string }[] }) => [
        q.id,
        q.options[q.options.length - 1]!.id,
      ]),
    );
    const answered = await t.me.call({
      method: 'POST',
      url: `/api/keeper/image-analyses/${analysis.id}/answers`,
      payload: { answers },
    });
    expect(answered.statusCode).toBe(200);
    const complete = answered.json().data;
    expect(complete).toMatchObject({ status: 'complete', answers });
    expect(complete.triage.level).toMatch(
      /^(emergency|within_24h|within_2_3_days|monitor|no_action)$/,
    );
    expect(complete.triage.source).toBe('engine');

    // Someone else cannot read, answer, continue or delete it.
    const before = await databaseFingerprint(t.server.database.db);
    for (const attempt of [
      { method: 'GET', url: `/api/keeper/image-analyses/${analysis.id}` },
      {
        method: 'POST',
        url: `/api/keeper/image-analyses/${analysis.id}/answers`,
        payload: { answers },
      },
      { method: 'POST', url: `/api/keeper/image-analyses/${analysis.id}/thread` },
      { method: 'DELETE', url: `/api/keeper/image-analyses/${analysis.id}` },
      { method: 'GET', url: `/api/keeper/pets/${t.me.petId}/image-analyses` },
    ] as const) {
      expectErrorShape(await t.other.call(attempt), 404);
    }
    expect(await databaseFingerprint(t.server.database.db)).toEqual(before);

    // Continue to pet analysis: one thread, seeded with the analysis, returned again next time.
    const thread = await t.me.call({
      method: 'POST',
      url: `/api/keeper/image-analyses/${analysis.id}/thread`,
    });
    expect(thread.statusCode).toBe(200);
    expect(thread.json().data).toMatchObject({
      origin: 'image_analysis',
      message_count: 2,
      max_level: complete.triage.level,
    });
    const again = await t.me.call({
      method: 'POST',
      url: `/api/keeper/image-analyses/${analysis.id}/thread`,
    });
    expect(again.json().data.id).toBe(thread.json().data.id);
    const detail = await t.me.call({
      method: 'GET',
      url: `/api/keeper/threads/${thread.json().data.id}`,
    });
    const [keeper, assistant] = detail.json().data.messages;
    expect(keeper.text).toContain('Her left eye looks red since yesterday');
    expect(assistant.triage).toEqual(complete.triage);

    const list = await t.me.call({
      method: 'GET',
      url: `/api/keeper/pets/${t.me.petId}/image-analyses`,
    });
    expect(list.json().data.map((a: { id: string }) => a.id)).toEqual([analysis.id]);

    const removed = await t.me.call({
      method: 'DELETE',
      url: `/api/keeper/image-analyses/${analysis.id}`,
    });
    expect(removed.statusCode).toBe(204);
    expect(await t.storedFiles()).toEqual(files);
    const gone = await t.me.call({
      method: 'GET',
      url: `/api/keeper/image-analyses/${analysis.id}`,
    });
    expectErrorShape(gone, 404);
  });

  it("accepts a portrait phone photo: EXIF orientation 6, a motion photo's video after the image", async () => {
    // Phones store portrait photos as landscape pixels with an orientation tag, and "motion
    // photos" append a video after the JPEG's end marker.
    const video = Buffer.concat([Buffer.from('\0\0\0\x18ftypmp42'), Buffer.alloc(4096, 7)]);
    const photo = Buffer.concat([(await phoneScene(1600, 1200, { blur: 1 })).exif6, video]);
    const created = await upload(t.me.petId, photo, { body_area: 'skin_coat' });
    expect(created.statusCode).toBe(201);
    const analysis = created.json().data;
    expect(analysis.quality).toEqual({ usable: true, problems: [], width: 1200, height: 1600 });
    // What is kept is the re-encoded image alone: upright, ending at its end marker.
    const stored = await t.me.call({ method: 'GET', url: analysis.photo.url });
    expect(stored.statusCode).toBe(200);
    expect(stored.rawPayload.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));
    expect(stored.rawPayload.includes(Buffer.from('ftypmp42'))).toBe(false);
    expect(
      await t.me.call({ method: 'DELETE', url: `/api/keeper/image-analyses/${analysis.id}` }),
    ).toMatchObject({ statusCode: 204 });
  });

  describe('the photo check as soon as a photo is chosen', () => {
    function check(photo: Buffer, language = 'en', caller = t.me.call) {
      const body = multipart([jpegPart(photo)]);
      return caller({
        method: 'POST',
        url: '/api/keeper/image-analyses/photo-check',
        payload: body.payload,
        headers: { ...body.headers, 'app-language': language },
      });
    }

    it("gives the verdict of an analysis, with what to do in the keeper's language, storing nothing", async () => {
      const before = await databaseFingerprint(t.server.database.db);
      const files = await t.storedFiles();
      const portrait = await check((await phoneScene(1600, 1200, { blur: 1 })).exif6);
      expect(portrait.statusCode).toBe(200);
      expect(portrait.json().data).toEqual({
        usable: true,
        problems: [],
        messages: [],
        width: 1200,
        height: 1600,
      });
      const blurred = await check((await phoneScene(1600, 1200, { blur: 12 })).exif6, 'jp');
      expect(blurred.statusCode).toBe(200);
      expect(blurred.json().data).toMatchObject({
        usable: false,
        problems: ['blurry'],
        messages: [
          '写真がぼやけています。スマートフォンを固定し、ピントを合わせて撮り直してください。',
        ],
      });
      const dark = await check(await texture(1200, 900, 0.15));
      expect(dark.json().data).toMatchObject({ usable: false, problems: ['too_dark'] });
      expect(await databaseFingerprint(t.server.database.db)).toEqual(before);
      expect(await t.storedFiles()).toEqual(files);
    });

    it('refuses what is not a photo as an upload, and a caller who is not signed in', async () => {
      const files = await t.storedFiles();
      const notPhoto = await check(Buffer.from('not an image at all, just text'));
      expectErrorShape(notPhoto, 422);
      expect(notPhoto.json().errors.file).toHaveLength(1);
      const anonymous = await check(await texture(800, 600), 'en', (options) =>
        t.server.app.inject(options),
      );
      expectErrorShape(anonymous, 401);
      expect(await t.storedFiles()).toEqual(files);
    });
  });

  it("refuses someone else's pet before storing the photo, and a bad body area", async () => {
    const files = await t.storedFiles();
    expectErrorShape(
      await upload(t.other.petId, await texture(800, 600), { body_area: 'eye' }),
      404,
    );
    expectErrorShape(await upload(t.me.petId, await texture(800, 600), { body_area: 'tail' }), 422);
    expect(await t.storedFiles()).toEqual(files);
  });
});
