// The answer against the keeper's own message: the consistency check over every composed answer
// of the case set and the probe sentences, in both languages, and the classes it stands for.
import { answerProblems, repairAnswer, type AnswerProblem } from './answerCheck';
import { allScenarios } from './caseSet';
import { composeSections } from './composer';
import { knowledgeBase } from './knowledgeBase';
import { triage } from './triage';
import type { PetProfile, TriageResult } from './types';

const composed = (result: TriageResult) =>
  (['en', 'jp'] as const).map((locale) =>
    composeSections(result, { locale })
      .map((s) => s.text)
      .join('\n\n'),
  );

const rules = (problems: AnswerProblem[]) => problems.map((p) => p.rule);
const dog: PetProfile = { species: 'dog', weightKg: 20 };

describe('the consistency check', () => {
  it('finds a watch line that names a reported sign, a repeated reason and care that fits nothing', () => {
    const result = triage({ message: 'He collapsed and his gums look very pale', pet: dog });
    const gums = knowledgeBase.watch.get('w_gums');
    const pressure = knowledgeBase.care.get('c_pressure');
    const broken: TriageResult = {
      ...result,
      watchFor: [...result.watchFor, { id: 'w_gums', text: { en: gums!.en, jp: gums!.jp } }],
      reasons: [...result.reasons, result.reasons[0]!],
      homeCare: [{ id: 'c_pressure', text: { en: pressure!.en, jp: pressure!.jp } }],
    };
    expect(rules(answerProblems(broken, dog))).toEqual(
      expect.arrayContaining(['watch_names_reported_sign', 'repeated_line', 'care_does_not_fit']),
    );
    expect(answerProblems(result, dog, composed(result))).toEqual([]);
    // At run time the same answer is repaired before it is streamed.
    const repaired = repairAnswer(broken, dog);
    expect(answerProblems(repaired, dog, composed(repaired))).toEqual([]);
    expect(repaired.watchFor.map((w) => w.id)).not.toContain('w_gums');
    expect(repaired.reasons).toHaveLength(result.reasons.length);
  });

  it('finds a reason the message contradicts and food the pet is allergic to', () => {
    const panting = knowledgeBase.symptoms.get('panting')!.escalations![0]!;
    const result = triage({ message: 'He is panting heavily after a run on a hot day', pet: dog });
    const bland = knowledgeBase.care.get('c_bland_food')!;
    const broken: TriageResult = {
      ...result,
      reasons: [{ ruleId: 'symptom:panting', level: 'within_24h', text: panting.reason }],
    };
    expect(rules(answerProblems(broken, dog))).toContain('reason_contradicts_message');
    const vomiting = triage({ message: 'He vomited twice this morning', pet: dog });
    const allergic = { ...dog, allergies: ['Chicken'] };
    const withChicken = {
      ...vomiting,
      homeCare: [{ id: 'c_bland_food', text: { en: bland.en, jp: bland.jp } }],
    };
    expect(rules(answerProblems(withChicken, allergic))).toContain('care_against_profile');
  });

  it('finds an answer with no first aid for the finding that set the level', () => {
    const result = triage({
      message: 'She was left in a hot car and is now panting heavily and wobbly',
      pet: dog,
    });
    expect(result.homeCare.map((c) => c.id)).toContain('c_cool');
    const withoutCooling = {
      ...result,
      homeCare: result.homeCare.filter((c) => c.id !== 'c_cool'),
    };
    expect(rules(answerProblems(withoutCooling, dog))).toContain('level_first_aid_missing');
  });

  it('passes every composed answer of the case set and the probe sentences, in both languages', () => {
    const scenarios = allScenarios();
    expect(scenarios.length).toBeGreaterThan(600);
    const failures = scenarios.flatMap(({ message, pet }) => {
      const result = triage({ message, pet });
      return answerProblems(result, pet, composed(result)).map(
        (p) => `${p.rule} ${p.detail} — ${message}`,
      );
    });
    expect(failures).toEqual([]);
  });
});

describe('answers that fit the finding', () => {
  it('gives no pressure-on-a-wound advice for blood in urine, and no vomiting advice either', () => {
    const result = triage({ message: 'There is blood in my dog’s urine', pet: dog });
    const care = result.homeCare.map((c) => c.text.en).join(' ');
    expect(care).not.toMatch(/press/i);
    expect(care).not.toMatch(/vomit/i);
  });

  it('asks about bleeding after a bite only when the keeper says it bleeds', () => {
    const bite = triage({ message: 'My dog was bitten on the leg by another dog', pet: dog });
    expect(bite.questions.map((q) => q.id)).not.toContain('q_bleeding_stopped');
    expect(bite.homeCare.map((c) => c.id)).not.toContain('c_pressure');
    expect(bite.homeCare.map((c) => c.id)).toContain('c_clean_wound');
    const bleeding = triage({
      message: 'My dog was bitten on the leg by another dog and it is bleeding',
      pet: dog,
    });
    expect(bleeding.questions.map((q) => q.id)).toContain('q_bleeding_stopped');
    expect(bleeding.homeCare.map((c) => c.id)).toContain('c_pressure');
  });

  it('gives cooling first for overheating and never says "without heat" after heat was stated', () => {
    const result = triage({
      message: 'My dog is panting heavily after a walk, it is a very hot day',
      pet: dog,
    });
    expect(result.homeCare[0]?.id).toBe('c_cool');
    expect(result.reasons.map((r) => r.text.en).join(' ')).not.toMatch(/without exercise or heat/);
  });

  it('does not tell the keeper to watch for what they already reported', () => {
    const result = triage({
      message: 'My cat keeps straining in the litter box and nothing comes out',
      pet: { species: 'cat', sex: 'male' },
    });
    const watch = result.watchFor.map((w) => w.text.en).join(' ');
    expect(watch).not.toMatch(/straining/);
    expect(watch).not.toMatch(/no urine at all/);
  });
});

describe('facts in the message decide what to ask', () => {
  it('does not ask "is any urine coming out?" when the keeper said small amounts are', () => {
    const pet: PetProfile = { species: 'cat', sex: 'female' };
    const small = triage({
      message: 'My cat keeps straining in the litter box but is passing small amounts of urine',
      pet,
    });
    expect(small.questions.map((q) => q.id)).not.toContain('q_urine_output');
    expect(small.level).not.toBe('emergency');
    const unknown = triage({ message: 'My cat keeps straining in the litter box', pet });
    expect(unknown.questions.map((q) => q.id)).toContain('q_urine_output');
    expect(unknown.level).toBe('emergency');
  });

  it('does not count a skipped meal that was eaten later as not eating', () => {
    for (const message of [
      'She skipped breakfast this morning but then ate her dinner normally',
      '朝ごはんを残したけど、夜は普通に食べました',
    ]) {
      const result = triage({ message, pet: dog });
      expect(result.findings.find((f) => f.id === 'anorexia')?.polarity).not.toBe('present');
    }
    const still = triage({ message: 'She skipped breakfast and has not eaten since', pet: dog });
    expect(still.findings.find((f) => f.id === 'anorexia')?.polarity).toBe('present');
  });
});

describe('the conversation: the new message is what is triaged', () => {
  const askAfter = (pet: PetProfile, ...messages: string[]): TriageResult => {
    const thread: { role: 'keeper' | 'assistant'; text: string; askedQuestionIds?: string[] }[] =
      [];
    let result: TriageResult | null = null;
    for (const message of messages) {
      result = triage({ message, pet, thread });
      thread.push(
        { role: 'keeper', text: message },
        { role: 'assistant', text: '…', askedQuestionIds: result.questions.map((q) => q.id) },
      );
    }
    return result!;
  };

  it('answers a question about ears after grapes as an ear question, the grapes kept as earlier', () => {
    const result = askAfter(
      dog,
      'My dog ate some grapes an hour ago',
      'What about his ears? He keeps scratching them and they smell',
    );
    expect(result.level).not.toBe('emergency');
    expect(result.exposures).toEqual([]);
    expect(result.earlier?.level).toBe('emergency');
    const [en, jp] = composed(result);
    expect(en).toMatch(/^The most important point/);
    expect(en).toContain('Earlier in this conversation (Emergency');
    expect(jp).toContain('この会話の前半では「緊急：今すぐ動物病院へ」とお伝えしました');
    const third = askAfter(
      dog,
      'My dog ate some grapes an hour ago',
      'What about his ears? He keeps scratching them and they smell',
      'He sneezed a few times today',
    );
    expect(third.level).toBe('monitor');
    expect(third.earlier?.reasons[0]?.ruleId).toMatch(/^toxin:grapes/);
  });

  it('gives a few sneezes their own level after an earlier problem', () => {
    const result = askAfter(
      dog,
      'He has been vomiting since yesterday',
      'He sneezed a few times today',
    );
    expect(result.findings.map((f) => f.id)).toEqual(['sneezing']);
    expect(result.level).toBe('monitor');
  });

  it('keeps an earlier exposure when the new message reports its signs', () => {
    const result = askAfter(dog, 'My dog ate some dark chocolate', 'He is trembling');
    expect(result.exposures.map((e) => e.toxinId)).toEqual(['chocolate']);
    expect(result.level).toBe('emergency');
  });

  it('keeps the earlier episode when the keeper says it carries on', () => {
    const result = askAfter(
      dog,
      'My dog has had diarrhoea for two days',
      'Now he is also vomiting',
    );
    expect(result.findings.map((f) => f.id).sort()).toEqual(['diarrhea', 'vomiting']);
    const jp = askAfter(dog, '2日前から下痢が続いています', '吐き気もしてきて、2回吐きました');
    expect(jp.findings.map((f) => f.id)).toEqual(expect.arrayContaining(['diarrhea', 'vomiting']));
  });

  it('still reads answers to its own questions with the earlier message', () => {
    const result = askAfter(
      { species: 'dog', weightKg: 30 },
      'My dog ate some dark chocolate',
      'about 5 g',
    );
    expect(result.exposures[0]?.amount?.grams).toBe(5);
    expect(result.earlier).toBeUndefined();
  });
});

describe('advice that respects the profile', () => {
  it('never tells the keeper of a chicken-allergic dog to feed chicken, in either language', () => {
    for (const allergies of [['Chicken'], ['鶏肉'], ['poultry']]) {
      const result = triage({
        message: 'He vomited twice this morning',
        pet: { ...dog, allergies },
      });
      const care = result.homeCare.map((c) => `${c.text.en} ${c.text.jp}`).join(' ');
      expect(care).not.toMatch(/chicken|鶏/i);
      expect(result.homeCare.map((c) => c.id)).toContain('c_bland_food');
    }
    const plain = triage({ message: 'He vomited twice this morning', pet: dog });
    expect(plain.homeCare.map((c) => c.text.en).join(' ')).toMatch(/chicken and rice/);
  });

  it('tells the keeper of a diabetic on insulin to call before the next dose when it is not eating', () => {
    const pet: PetProfile = { species: 'cat', conditions: ['diabetes'], medications: ['Insulin'] };
    const result = triage({ message: 'She has not eaten since this morning', pet });
    expect(result.homeCare[0]?.id).toBe('c_insulin_meal');
    const other = triage({
      message: 'She has not eaten since this morning',
      pet: { species: 'cat' },
    });
    expect(other.homeCare.map((c) => c.id)).not.toContain('c_insulin_meal');
    expect(
      triage({ message: 'She has been vomiting', pet })
        .homeCare.map((c) => c.text.en)
        .join(' '),
    ).not.toMatch(/chicken/);
  });

  it('gives species-specific care only to that species', () => {
    const rabbit = triage({
      message: 'My rabbit has not eaten since this morning',
      pet: { species: 'rabbit' },
    });
    expect(rabbit.homeCare.map((c) => c.id)).toContain('c_warm_rabbit');
    const bird = triage({ message: 'My budgie is sitting fluffed up', pet: { species: 'bird' } });
    expect(bird.homeCare.map((c) => c.id)).not.toContain('c_warm_rabbit');
  });
});
