// Ready-to-post texts: every one goes out labelled as advertising (a text an admin wrote without a
// label too), and the built-in packs tell no first-person experience for the partner to pass off
// as their own.
import { DEFAULT_PROMO_PACKS, readyToPost } from './promoPacks';

const LINK = 'https://petcare.example/?ref=ALEXPETS';

describe('readyToPost', () => {
  it('puts the advertising label first and fills every link', () => {
    expect(readyToPost('Try PetCare: {link}', 'en', LINK)).toBe(`#ad Try PetCare: ${LINK}`);
    expect(readyToPost(' PetCareへ。{link}（{link}）', 'jp', LINK)).toBe(
      `【PR】PetCareへ。${LINK}（${LINK}）`,
    );
  });

  it('keeps a label the text already starts with, never two', () => {
    for (const text of ['#ad Try it', 'Ad: try it', 'Advertisement — try it', '#sponsored try'])
      expect(readyToPost(text, 'en', LINK)).toBe(text);
    for (const text of [
      '【PR】試してみて',
      '【広告】試してみて',
      'PR：試してみて',
      '#PR 試してみて',
    ])
      expect(readyToPost(text, 'jp', LINK)).toBe(text);
    // A word that only begins like a label is no label.
    expect(readyToPost('Adopt a calmer routine', 'en', LINK)).toBe('#ad Adopt a calmer routine');
  });
});

describe('the built-in packs', () => {
  const texts = DEFAULT_PROMO_PACKS.flatMap((pack) =>
    (['en', 'jp'] as const).flatMap((locale) =>
      Object.values(pack.texts[locale]).map((text) => ({ locale, text })),
    ),
  );

  it('speak about the product, not as a keeper telling their own experience', () => {
    const firstPerson = {
      en: /\b(I|I’m|I've|I’ve|my|me|mine|we|our)\b/i,
      // 私・うちの子 and an experience told in the past (「わかりました」) read as a testimonial.
      jp: /私|わたし|僕|ぼく|うちの子|我が家|わが家|ました/,
    };
    expect(texts.filter(({ locale, text }) => firstPerson[locale].test(text))).toEqual([]);
  });

  it('each go out with the label of their language', () => {
    for (const { locale, text } of texts) {
      expect(readyToPost(text, locale, LINK).startsWith(locale === 'jp' ? '【PR】' : '#ad ')).toBe(
        true,
      );
    }
  });
});
