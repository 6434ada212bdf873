// Paraphrases keep the level: for every red flag and every toxin in the knowledge base, the terms
// that fire it are rewritten the ways keepers write them — a word inserted, the words in another
// order, another inflection, a synonym from the lexicon, Japanese conjugations (plain, polite,
// 〜ず, past, te-form), another particle, an adverb after a particle — and each variant must give
// the same level as the plain wording. And ordinary words are never "corrected" into findings.
import { japaneseVariants, politeNegative, zuNegative } from './japaneseForms';
import { knowledgeBase, type RedFlagRule } from './knowledgeBase';
import { levelRank } from './levels';
import { matchers } from './matchers';
import { normaliseEnglish, tokenise } from './normalise';
import { correctTypos } from './typoCorrection';
import { triage } from './triage';
import type { Level, PetProfile, Species } from './types';
import { conceptKey, isEnglishWord, lemma } from './wordForms';

const { en: EN } = knowledgeBase.lexicon;
const FUNCTION_WORDS = new Set(EN.functionWords);
const ORDERED = new Set(EN.orderedWords);
const NEGATIONS = new Set(['no', 'not', 'never', 'without', 'none', 'nor']);

function profileFor(rule: RedFlagRule): PetProfile {
  const species = (rule.species?.[0] ?? 'dog') as Species;
  const kind = rule.kinds?.find((k) => k !== 'unknown');
  const breed =
    species === 'other' && kind && kind in knowledgeBase.otherKinds
      ? (knowledgeBase.otherKinds[kind as keyof typeof knowledgeBase.otherKinds].en[0] ?? null)
      : null;
  return {
    species,
    breed,
    sex: rule.sex?.find((s) => s !== null) ?? null,
    neutered: rule.neutered?.find((n) => n !== null) ?? null,
    ageYears: rule.age === 'young' ? 0.2 : rule.age === 'old' ? 16 : 4,
    pregnant: rule.pregnant ?? null,
    conditions: rule.conditionTags ? [rule.conditionTags[0] as string] : null,
  };
}

const fires = (message: string, pet: PetProfile, ruleId: string): boolean =>
  triage({ message, pet }).reasons.some((r) => r.ruleId === `red_flag:${ruleId}`);

const findsSign = (message: string, pet: PetProfile, id: string): boolean =>
  triage({ message, pet }).findings.some((f) => f.id === id && f.polarity !== 'absent');

/** The symptom ids a rule needs: all of `all`, one of `any`, one of `anyAlso`. */
function choices(rule: RedFlagRule): string[][] {
  return [
    ...(rule.all ?? []).map((id) => [id]),
    ...[rule.any, rule.anyAlso].filter((l) => !!l),
    // A rule that needs another sign besides its own: a common one.
    ...(rule.withAnotherSign ? [['vomiting', 'diarrhea', 'coughing']] : []),
  ] as string[][];
}

interface Base {
  pet: PetProfile;
  terms: string[];
  level: Level;
}

/** A plain wording that fires the rule: one term per sign, each its own sentence. */
function baseWording(rule: RedFlagRule, locale: 'en' | 'jp'): Base | null {
  const pet = profileFor(rule);
  const picked: string[] = [];
  for (const options of choices(rule)) {
    let found: string | undefined;
    for (const id of options) {
      const symptom = knowledgeBase.symptoms.get(id);
      const terms = (locale === 'en' ? symptom?.en : symptom?.jp) ?? [];
      found = terms.find((t) => findsSign(locale === 'en' ? t : `${t}。`, pet, id));
      if (found) break;
    }
    if (!found) return null;
    picked.push(found);
  }
  const message = join(picked, locale);
  if (!fires(message, pet, rule.id)) return null;
  return { pet, terms: picked, level: triage({ message, pet }).level };
}

const join = (terms: readonly string[], locale: 'en' | 'jp'): string =>
  locale === 'en' ? `${terms.join('. ')}.` : `${terms.join('。')}。`;

function englishVariants(term: string): [string, string][] {
  const words = term.split(' ');
  const variants: [string, string][] = [];
  const heads = words.filter((w) => !FUNCTION_WORDS.has(w));
  const ordered = words.some(
    (w) => ORDERED.has(w) || NEGATIONS.has(w) || ORDERED.has(conceptKey(w)),
  );
  // A word inserted inside the term (or before a one-word term).
  variants.push([
    'inserted',
    words.length > 1 ? [words[0], 'suddenly', ...words.slice(1)].join(' ') : `suddenly ${term}`,
  ]);
  // Head words in another order, for terms whose meaning does not hang on order.
  if (!ordered && heads.length >= 2) variants.push(['reordered', [...heads].reverse().join(' ')]);
  // Another inflection of the last content word.
  const lastHead = heads[heads.length - 1];
  if (lastHead && /^[a-z]+$/.test(lastHead)) {
    const base = lemma(lastHead);
    const inflected =
      base !== lastHead
        ? base
        : lastHead.endsWith('ing')
          ? `${lastHead.slice(0, -3)}ed`
          : lastHead.endsWith('ed')
            ? `${lastHead.slice(0, -2)}ing`
            : /[^s]$/.test(lastHead) && lastHead.length > 3
              ? `${lastHead}s`
              : null;
    if (inflected && inflected !== lastHead)
      variants.push(['inflected', words.map((w) => (w === lastHead ? inflected : w)).join(' ')]);
  }
  // A synonym from the lexicon.
  for (const [canonical, others] of Object.entries(EN.synonyms)) {
    const group = [canonical, ...others];
    const at = words.findIndex((w) => group.includes(w));
    if (at === -1) continue;
    const other = group.find((g) => g !== words[at] && !g.includes(' '));
    if (other) variants.push(['synonym', words.map((w, i) => (i === at ? other : w)).join(' ')]);
  }
  return variants;
}

function japaneseConjugations(term: string): [string, string][] {
  const variants: [string, string][] = [];
  if (term.endsWith('な')) {
    for (const ending of ['い', 'かった', 'くて', 'いです'])
      variants.push([`plain ${ending}`, `${term}${ending}`]);
    const polite = politeNegative(term);
    if (polite) {
      variants.push(['polite', polite]);
      variants.push(['polite past', `${polite}でした`]);
    }
    const zu = zuNegative(term);
    if (zu) variants.push(['ず', zu]);
  } else if (/[\u3040-\u309f]$/.test(term)) {
    for (const ending of ['ています', 'てる', 'た', 'ました'])
      variants.push([`conjugated ${ending}`, `${term}${ending}`]);
  } else {
    for (const ending of ['があります', 'がある', 'です'])
      variants.push([`noun ${ending}`, `${term}${ending}`]);
  }
  const particle = /^(.*[\u4e00-\u9fff])([がをはも])(.+)$/.exec(term);
  if (particle) {
    const [, noun, own, rest] = particle as unknown as [string, string, string, string];
    for (const other of ['が', 'を', 'は', 'も'].filter((p) => p !== own))
      variants.push([`particle ${other}`, `${noun}${other}${rest}`]);
    variants.push(['adverb', `${noun}${own}急に${rest}`]);
  }
  return variants;
}

describe('paraphrases of every red flag keep its level', () => {
  const rules = knowledgeBase.redFlags;

  it.each(['en', 'jp'] as const)(
    'every red flag has a plain %s wording that fires it',
    (locale) => {
      const missing = rules.filter((rule) => baseWording(rule, locale) === null).map((r) => r.id);
      expect(missing).toEqual([]);
    },
  );

  it('keeps the level for English words inserted, reordered, inflected and synonyms', () => {
    const changed: string[] = [];
    let checked = 0;
    for (const rule of rules) {
      const base = baseWording(rule, 'en');
      if (!base) continue;
      base.terms.forEach((term, index) => {
        for (const [how, variant] of englishVariants(term)) {
          const terms = base.terms.map((t, i) => (i === index ? variant : t));
          const level = triage({ message: join(terms, 'en'), pet: base.pet }).level;
          checked += 1;
          if (level !== base.level)
            changed.push(`${rule.id} ${how}: "${variant}" gave ${level}, "${term}" ${base.level}`);
        }
      });
    }
    expect(changed).toEqual([]);
    expect(checked).toBeGreaterThan(150);
  });

  it('keeps the level for Japanese conjugations, polite and plain forms, particles and adverbs', () => {
    const changed: string[] = [];
    let checked = 0;
    for (const rule of rules) {
      const base = baseWording(rule, 'jp');
      if (!base) continue;
      base.terms.forEach((term, index) => {
        for (const [how, variant] of japaneseConjugations(term)) {
          const terms = base.terms.map((t, i) => (i === index ? variant : t));
          const level = triage({ message: join(terms, 'jp'), pet: base.pet }).level;
          checked += 1;
          if (level !== base.level)
            changed.push(
              `${rule.id} ${how}: 「${variant}」 gave ${level}, 「${term}」 ${base.level}`,
            );
        }
      });
    }
    expect(changed).toEqual([]);
    expect(checked).toBeGreaterThan(150);
  });
});

describe('paraphrases of every toxin keep its level', () => {
  const toxins = [...knowledgeBase.toxins.values()].filter((t) => !t.fallback);
  const speciesOf = (species: Record<string, unknown>): Species =>
    'dog' in species || 'default' in species ? 'dog' : (Object.keys(species)[0] as Species);
  const wordFor: Record<Species, string> = {
    dog: 'dog',
    cat: 'cat',
    rabbit: 'rabbit',
    bird: 'bird',
    other: 'pet',
  };
  const jpWordFor: Record<Species, string> = {
    dog: '犬',
    cat: '猫',
    rabbit: 'うさぎ',
    bird: 'インコ',
    other: 'ペット',
  };

  it('keeps the level in English: tense, word order, inserted words, a synonym of the verb', () => {
    const changed: string[] = [];
    for (const toxin of toxins) {
      const species = speciesOf(toxin.species);
      const pet = { species };
      const animal = wordFor[species];
      const term = toxin.variants[0]?.en[0] ?? toxin.en[0];
      if (!term) continue;
      const base = triage({ message: `My ${animal} ate some ${term}.`, pet }).level;
      const variants = [
        `My ${animal} has eaten some ${term}.`,
        `Some ${term} was eaten by my ${animal}.`,
        `My ${animal} ate some of the ${term} this morning.`,
        `My ${animal} gobbled some ${term}.`,
        `My ${animal} is eating some ${term}.`,
      ];
      for (const message of variants) {
        const level = triage({ message, pet }).level;
        if (level !== base) changed.push(`${toxin.id}: "${message}" gave ${level}, plain ${base}`);
      }
    }
    expect(changed).toEqual([]);
  });

  it('keeps the level in Japanese: plain, polite, casual and te-form endings', () => {
    const changed: string[] = [];
    for (const toxin of toxins) {
      const species = speciesOf(toxin.species);
      const pet = { species };
      const animal = jpWordFor[species];
      const term = toxin.variants[0]?.jp[0] ?? toxin.jp[0];
      if (!term) continue;
      const base = triage({ message: `${animal}が${term}を食べました。`, pet }).level;
      const variants = [
        `${animal}が${term}を食べた。`,
        `${animal}が${term}を食べてしまいました。`,
        `${animal}が${term}を食べちゃった。`,
        `${term}を${animal}が食べています。`,
        `さっき${animal}が${term}を食べてしまって心配です。`,
      ];
      for (const message of variants) {
        const level = triage({ message, pet }).level;
        if (level !== base)
          changed.push(`${toxin.id}: 「${message}」 gave ${level}, plain ${base}`);
      }
    }
    expect(changed).toEqual([]);
  });
});

describe('no invented findings', () => {
  // Real English words one letter away from a knowledge-base word ("strong" / "string",
  // "hiking" / "hiding"): generated from the knowledge base itself, so a new term is covered too.
  const neighbours = (() => {
    const letters = 'abcdefghijklmnopqrstuvwxyz';
    const found = new Set<string>();
    for (const word of matchers.vocabulary) {
      if (word.length < 5 || !/^[a-z]+$/.test(word)) continue;
      for (let i = 0; i <= word.length; i += 1) {
        const edits = [word.slice(0, i) + word.slice(i + 1)];
        for (const c of letters) {
          edits.push(
            word.slice(0, i) + c + word.slice(i + 1),
            word.slice(0, i) + c + word.slice(i),
          );
        }
        for (const edit of edits)
          if (
            edit !== word &&
            edit.length >= 5 &&
            !matchers.vocabulary.has(edit) &&
            isEnglishWord(edit)
          )
            found.add(edit);
      }
    }
    return [...found].sort();
  })();

  it('finds hundreds of dictionary words next to the knowledge base words', () => {
    expect(neighbours.length).toBeGreaterThan(200);
    expect(neighbours).toEqual(expect.arrayContaining(['strong', 'hiking']));
  });

  it('never "corrects" a dictionary word into a knowledge-base word', () => {
    const tokens = tokenise(normaliseEnglish(neighbours.join(' ')));
    const corrected = correctTypos(tokens, matchers.vocabulary, matchers.knownWords);
    const changed = corrected
      .filter((t, i) => t.text !== tokens[i]?.text)
      .map((t, i) => `${tokens[i]?.text}→${t.text}`);
    expect(changed).toEqual([]);
  });

  it('still corrects misspellings that are not words', () => {
    expect(
      triage({
        message: 'My dog is vomitting and letharjic',
        pet: { species: 'dog' },
      }).findings.map((f) => f.id),
    ).toEqual(expect.arrayContaining(['vomiting', 'lethargy']));
  });

  const ordinary: [Species, string][] = [
    ['dog', 'My dog pulled so strong on the lead today, he is full of energy'],
    ['dog', 'We went hiking in the hills and the puppy had a great day'],
    ['dog', 'My dog ate a whole apple from the garden and is playing'],
    ['dog', 'The puppy had a bath and then slept on the sofa'],
    ['dog', 'He is drinking a little and hiding his toys more since the new puppy came'],
    ['cat', 'My cat is scratching the new post a lot, she loves it'],
    ['cat', 'My cat had her dinner and is purring on my lap'],
    ['rabbit', 'My rabbit is binkying around and eating her hay well'],
    ['bird', 'My budgie sang a lot today and ate all his seeds'],
    ['dog', 'Can you suggest a diet plan for my dog, he is eating and drinking fine'],
    ['cat', 'Her fur is shiny and she is a healthy weight'],
    ['cat', 'My cat caught a mouse in the garden and brought it to me'],
    ['dog', 'My dog steals socks but never swallows them'],
  ];

  it.each(ordinary)('gives no finding for an ordinary message (%s): %s', (species, message) => {
    const result = triage({ message, pet: { species } });
    const signs = result.findings.filter(
      (f) => f.polarity !== 'absent' && f.id !== 'normal_behaviour',
    );
    expect(signs.map((f) => f.id)).toEqual([]);
    expect(result.exposures).toEqual([]);
  });

  it('reads a word in the sense its clause gives it', () => {
    const ids = (message: string): string[] =>
      triage({ message, pet: { species: 'dog' } })
        .findings.filter((f) => f.polarity !== 'absent')
        .map((f) => f.id);
    expect(ids('I burned a pan while cooking and my dog barked')).not.toContain('trauma');
    expect(ids('My dog burned his paw on the stove')).toContain('trauma');
    expect(ids('My dog ate a whole apple')).not.toContain('swallowed_object');
    expect(ids('My dog ate a whole sock')).toContain('swallowed_object');
    expect(ids("My dog's fur is getting thin")).not.toContain('weight_loss');
    expect(ids('My dog is getting thin and his fur is dull')).toContain('weight_loss');
    expect(ids('He has a scratch wound from the cat')).not.toContain('itching');
    expect(ids('He is scratching his belly all day')).toContain('itching');
  });

  it('reads an episode named by another sign as that sign, not a seizure', () => {
    const ids = (message: string): string[] =>
      triage({ message, pet: { species: 'dog' } })
        .findings.filter((f) => f.polarity !== 'absent')
        .map((f) => f.id);
    expect(ids('He had a coughing fit this morning')).not.toContain('seizure');
    expect(ids('She gets sneezing fits')).not.toContain('seizure');
    expect(ids('咳の発作が出る')).not.toContain('seizure');
    expect(ids('くしゃみみたいな発作がある')).not.toContain('seizure');
    expect(ids('He was coughing and then had a fit')).toContain('seizure');
    expect(ids('うちの犬の発作が心配')).toContain('seizure');
    expect(ids('けいれんのような発作が起きた')).toContain('seizure');
  });

  it('gives blood pointed back at to what came out before it', () => {
    const ids = (message: string, species: Species = 'dog'): string[] =>
      triage({ message, pet: { species } })
        .findings.filter((f) => f.polarity !== 'absent')
        .map((f) => f.id);
    expect(ids('He threw up all night and now there is blood in it')).toContain('vomiting_blood');
    expect(ids('He vomited this morning. It had blood in it.')).toContain('vomiting_blood');
    expect(ids('She has diarrhoea, flecks of blood through it')).toContain('blood_in_stool');
    expect(ids("He's coughing and there's blood in it")).toContain('coughing_blood');
    expect(ids('吐いて、血が混じってた')).toContain('vomiting_blood');
    expect(ids('下痢をしてて、血が混じってる')).toContain('blood_in_stool');
    // Blood from a wound stays bleeding.
    expect(ids('He vomited and is bleeding from a cut on his paw')).not.toContain('vomiting_blood');
  });

  it('reads a term whose articles the keeper left out', () => {
    const ids = (message: string): string[] =>
      triage({ message, pet: { species: 'cat' } })
        .findings.filter((f) => f.polarity !== 'absent')
        .map((f) => f.id);
    expect(ids('he keeps going to litter tray')).toContain('straining_urinate');
    expect(ids('he keeps going to the litterbox')).toContain('straining_urinate');
    // A pronoun is not an article: "dropping food" is not "dropped her".
    expect(ids("he's dropping food when he chews")).not.toContain('trauma');
  });

  it('attaches words to their own verb: drinking a little and hiding more is not drinking more', () => {
    const ids = triage({
      message: 'My dog is drinking a little and hiding more',
      pet: { species: 'dog' },
    })
      .findings.filter((f) => f.polarity !== 'absent')
      .map((f) => f.id);
    expect(ids).toContain('hiding');
    expect(ids).not.toContain('polydipsia');
  });

  it('keeps order where it carries meaning: the puppy had is not had puppies', () => {
    const ids = (message: string): string[] =>
      triage({ message, pet: { species: 'dog' } }).findings.map((f) => f.id);
    expect(ids('The puppy had a bath')).not.toContain('recently_gave_birth');
    expect(ids('She had puppies last week')).toContain('recently_gave_birth');
  });
});

describe('Japanese forms', () => {
  it('derives the polite, 〜ず and Kansai forms of a negated term', () => {
    expect(japaneseVariants('止まらな')).toEqual([
      '止まらな',
      '止まりません',
      '止まらず',
      '止まらへん',
    ]);
    expect(japaneseVariants('食べな')).toEqual(['食べな', '食べません', '食べず', '食べへん']);
    expect(japaneseVariants('元気がな')).toEqual([
      '元気がな',
      '元気がありません',
      '元気があらへん',
    ]);
    expect(japaneseVariants('出てこな')).toEqual([
      '出てこな',
      '出てきません',
      '出てこず',
      '出てこおへん',
      '出てこうへん',
    ]);
  });

  it.each([
    ['けいれんが止まりません', 'seizure', 'emergency'],
    ['けいれんが止まらず、ぐったりしています', 'seizure', 'emergency'],
    ['蛇に足を噛まれました', 'snake_bite', 'emergency'],
    ['うさぎが首を傾けています', 'head_tilt', null],
    ['夏の散歩のあと、ぐったりして呼吸が荒いです', 'heat_exposure', 'emergency'],
  ])('reads 「%s」 as %s', (message, id, level) => {
    const result = triage({ message, pet: { species: id === 'head_tilt' ? 'rabbit' : 'dog' } });
    expect(result.findings.find((f) => f.id === id)?.polarity).toBe('present');
    if (level) expect(result.level).toBe(level);
  });
});

describe('modifiers belong to what they modify', () => {
  const run = (message: string, species: Species = 'dog') => triage({ message, pet: { species } });

  it.each([
    [
      'My dog is vomiting a little and has a little diarrhea',
      'My dog is vomiting and has diarrhea',
    ],
    ['My dog has a bit of blood in his stool', 'My dog has blood in his stool'],
    ['My cat is slightly wobbly', 'My cat is wobbly'],
    ['犬が少し下痢をしています', '犬が下痢をしています'],
    ['猫の便に少し血が混じっています', '猫の便に血が混じっています'],
  ])('a hedge about amount is no trend: "%s" is as urgent as "%s"', (hedged, plain) => {
    const species: Species = /cat|猫/.test(plain) ? 'cat' : 'dog';
    const result = run(hedged, species);
    expect(result.level).toBe(run(plain, species).level);
    expect(result.reasons.map((r) => r.ruleId)).not.toContain('modifier:better');
  });

  it('only a stated trend lowers the level, and the reason says so', () => {
    const better = run("My dog's eye is red but it is getting better");
    expect(better.reasons.map((r) => r.ruleId)).toContain('modifier:better');
    expect(levelRank(better.level)).toBeLessThan(levelRank(run("My dog's eye is red").level));
    expect(run('犬の目が赤いですが、良くなってきました').reasons.map((r) => r.ruleId)).toContain(
      'modifier:better',
    );
  });

  it('gives a trend word to the signs of its own clause', () => {
    const findings = run('He is vomiting again but the limp is better').findings;
    expect(findings.find((f) => f.id === 'limping')?.trend).toBe('better');
    expect(findings.find((f) => f.id === 'vomiting')?.trend).toBeUndefined();
  });

  it('raises for several signs together only when they are acute', () => {
    const ids = (message: string): string[] => run(message).reasons.map((r) => r.ruleId);
    expect(ids('Since this morning my dog is vomiting, has diarrhea and is lethargic')).toContain(
      'modifier:several',
    );
    expect(
      ids(
        'For three weeks my dog has had a mild cough, a runny nose and some sneezing, he eats well',
      ),
    ).not.toContain('modifier:several');
  });
});
