import sharp from 'sharp';
import {
  answersToObservations,
  BODY_AREAS,
  guidedQuestions,
  triagePhotoAnswers,
} from './guidedQuestions';
import { checkPhotoUsability, PHOTO_LIMITS } from './photoUsability';
import { phoneScene } from './testScenes';

// Test photos made here: random texture (sharp detail), the same blurred, a dark and a tiny one.
async function texture(width: number, height: number, brightness = 1): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 7;
  for (let i = 0; i < pixels.length; i += 1) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    pixels[i] = Math.round((60 + (seed % 140)) * brightness);
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg()
    .toBuffer();
}

describe('photo usability', () => {
  it('accepts a sharp, well-exposed photo', async () => {
    const result = await checkPhotoUsability(await texture(1200, 900));
    expect(result.problems).toEqual([]);
    expect(result.usable).toBe(true);
  });

  it('refuses a blurry photo', async () => {
    const blurred = await sharp(await texture(1200, 900))
      .blur(12)
      .jpeg()
      .toBuffer();
    expect((await checkPhotoUsability(blurred)).problems).toEqual(['blurry']);
  });

  it('judges exposure first: a dark photo is too dark, not blurry', async () => {
    const result = await checkPhotoUsability(await texture(1200, 900, 0.15));
    expect(result.problems).toEqual(['too_dark']);
  });

  it('refuses a tiny photo and unreadable bytes', async () => {
    expect((await checkPhotoUsability(await texture(300, 200))).problems).toContain('too_small');
    expect((await checkPhotoUsability(Buffer.from('not an image'))).problems).toEqual([
      'unreadable',
    ]);
  });
});

describe('the blur measure', () => {
  // 1600×1200 stands in for a phone photo here (bench/photoSharpness.ts runs 12-MP ones).
  const ways = ['landscape', 'portrait', 'exif6', 'exif8'] as const;

  it.each([
    ['crisp', 0],
    ['soft (as phone photos are)', 1],
  ])(
    'accepts a %s photo however the phone was held, clearing the threshold by far',
    async (_name, blur) => {
      const scene = await phoneScene(1600, 1200, { blur });
      const results = await Promise.all(ways.map((way) => checkPhotoUsability(scene[way])));
      const [landscape] = results;
      for (const result of results) {
        expect(result.problems).toEqual([]);
        expect(result.sharpness).toBeGreaterThan(3 * PHOTO_LIMITS.minSharpness);
        // The same scene measures the same, turned in its pixels or by its EXIF tag.
        expect(Math.abs(result.sharpness - landscape!.sharpness)).toBeLessThan(
          0.03 * landscape!.sharpness,
        );
      }
      expect(results.map((r) => [r.width, r.height])).toEqual([
        [1600, 1200],
        [1200, 1600],
        [1200, 1600],
        [1200, 1600],
      ]);
    },
  );

  it('refuses a blurred photo however the phone was held, measuring it under 1', async () => {
    const scene = await phoneScene(1600, 1200, { blur: 12 });
    for (const way of ways) {
      const result = await checkPhotoUsability(scene[way]);
      expect(result.problems).toEqual(['blurry']);
      expect(result.sharpness).toBeLessThan(1);
    }
  });

  it('measures a portrait photo as the upload stores it (upright, re-encoded) as its original', async () => {
    const scene = await phoneScene(1600, 1200, { blur: 1 });
    const stored = await sharp(scene.exif6).rotate().jpeg({ quality: 92 }).toBuffer();
    const [original, upright] = await Promise.all([
      checkPhotoUsability(scene.exif6),
      checkPhotoUsability(stored),
    ]);
    expect(upright.usable).toBe(true);
    expect(Math.abs(upright.sharpness - original.sharpness)).toBeLessThan(
      0.03 * original.sharpness,
    );
  });
});

describe('guided questions per body area', () => {
  it('has questions with English and Japanese text for every area', () => {
    for (const area of BODY_AREAS) {
      const questions = guidedQuestions(area);
      expect(questions.length).toBeGreaterThan(0);
      for (const q of questions) expect(q.options.every((o) => o.text.en && o.text.jp)).toBe(true);
    }
  });

  it('turns answers into observations that the engine triages', () => {
    expect(answersToObservations('eye', { eye_open: 'squinting' })).toEqual([
      { id: 'eye_pain', polarity: 'present' },
    ]);
    expect(
      triagePhotoAnswers({
        area: 'wound',
        answers: { wound_bleeding: 'yes' },
        pet: { species: 'dog' },
      }).level,
    ).toBe('emergency');
    expect(
      triagePhotoAnswers({
        area: 'wound',
        answers: { wound_bleeding: 'no', wound_size: 'graze' },
        pet: { species: 'dog' },
      }).level,
    ).toBe('monitor');
    const stool = triagePhotoAnswers({
      area: 'stool_urine_vomit',
      answers: { what: 'diarrhea', blood: 'blood', times: 'few' },
      pet: { species: 'cat' },
    });
    expect(stool.findings.find((f) => f.id === 'blood_in_stool')?.polarity).toBe('present');
    expect(stool.level).toBe('within_24h');
  });
});
