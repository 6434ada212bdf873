// What the product promises about the checker's reasons (the vet landing page, the FAQ, the
// Japanese style guide): they describe the signs that set the level and, where that explains the
// urgency, what those signs can point to — never a diagnosis of the pet. A reason that names a
// condition must say it is a possibility, in both languages. Toxin reasons are left out: they say
// what a substance does, not what the pet has.
import redFlags from './knowledge/redFlags.json';
import symptoms from './knowledge/symptoms.json';
import modifiers from './knowledge/modifiers.json';

type Localised = { en: string; jp: string };

const reasons: { id: string; text: Localised }[] = [
  ...redFlags.rules.map((r) => ({ id: `redFlags:${r.id}`, text: r.reason })),
  ...symptoms.symptoms.flatMap((s) =>
    (s.escalations ?? []).map((e, i) => ({ id: `symptoms:${s.id}#${i}`, text: e.reason })),
  ),
  ...Object.entries(modifiers.modifiers).map(([id, m]) => ({
    id: `modifiers:${id}`,
    text: m as Localised,
  })),
];

/** Conditions a reason may name (what the signs can point to), in English and Japanese. */
const CONDITION = {
  en: /\b(bloat|stasis|heatstroke|allergic|infection|egg-bound|block(ed|age)|obstruct\w*|failure|shock|blood sugar|milk fever|parvovirus|clot|pyometra|pancreatitis|stones?)\b/i,
  jp: /(胃拡張|胃捻転|うっ滞|熱中症|アレルギー|感染|卵詰まり|閉塞|詰ま|不全|ショック|低血糖|テタニー|パルボ|血栓|子宮蓄膿症|膵炎|結石)/,
};
/** How a possibility is said. */
const HEDGE = {
  en: /\b(can|may|might|could|possible|possibly|suspected|risk)\b/i,
  jp: /(可能性|疑い|ことがあ|危険|おそれ)/,
};

describe('the reasons of the knowledge base', () => {
  it('has reasons to check', () => {
    expect(reasons.length).toBeGreaterThan(60);
  });

  it.each(['en', 'jp'] as const)(
    'name a condition only as a possibility, never as a diagnosis (%s)',
    (locale) => {
      const asserted = reasons
        .filter(
          (r) => CONDITION[locale].test(r.text[locale]) && !HEDGE[locale].test(r.text[locale]),
        )
        .map((r) => `${r.id}: ${r.text[locale]}`);
      expect(asserted).toEqual([]);
    },
  );

  it('catches a reason that states a diagnosis', () => {
    expect(
      CONDITION.en.test('The rabbit is in gut stasis') &&
        !HEDGE.en.test('The rabbit is in gut stasis'),
    ).toBe(true);
    expect(HEDGE.jp.test('消化管うっ滞を起こしている可能性があります')).toBe(true);
    expect(HEDGE.jp.test('パルボウイルス感染です')).toBe(false);
  });
});
