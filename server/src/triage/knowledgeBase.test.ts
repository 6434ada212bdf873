import { knowledgeBase } from './knowledgeBase';
import { LEVELS, SPECIES } from './types';

// Every reference between the knowledge-base files resolves, every entry names a source that is
// listed, and every text exists in English and Japanese.
describe('the knowledge base', () => {
  const sourceIds = new Set(Object.keys(knowledgeBase.sources));
  const symptomIds = new Set(knowledgeBase.symptoms.keys());

  it('lists a title, publisher and URL for each source', () => {
    for (const source of Object.values(knowledgeBase.sources))
      expect(source.url).toMatch(/^https?:\/\//);
  });

  it('gives every symptom English and Japanese terms, a valid level, advice that exists and a source', () => {
    for (const s of knowledgeBase.symptoms.values()) {
      expect([s.id, s.en.length > 0, s.jp.length > 0, s.name.jp.length > 0]).toEqual([
        s.id,
        true,
        true,
        true,
      ]);
      expect(LEVELS).toContain(s.level);
      for (const [species, level] of Object.entries(s.speciesLevel ?? {})) {
        expect(SPECIES).toContain(species);
        expect(LEVELS).toContain(level);
      }
      for (const id of s.watch) expect(knowledgeBase.watch.has(id)).toBe(true);
      for (const id of s.care) expect(knowledgeBase.care.has(id)).toBe(true);
      expect(sourceIds.has(s.source)).toBe(true);
    }
  });

  it('builds red flags only from known symptoms, with a level of at least within_24h', () => {
    for (const rule of knowledgeBase.redFlags) {
      for (const id of [...(rule.all ?? []), ...(rule.any ?? []), ...(rule.anyAlso ?? [])])
        expect([rule.id, symptomIds.has(id)]).toEqual([rule.id, true]);
      expect(['emergency', 'within_24h']).toContain(rule.level);
      expect(rule.reason.en && rule.reason.jp).toBeTruthy();
      expect(sourceIds.has(rule.source)).toBe(true);
    }
  });

  it('gives every toxin a rule for the default species or for each species, and a source', () => {
    for (const toxin of knowledgeBase.toxins.values()) {
      expect(toxin.species.default ?? (toxin.species.dog && toxin.species.cat)).toBeTruthy();
      expect(sourceIds.has(toxin.source)).toBe(true);
      for (const id of [...toxin.watch]) expect(knowledgeBase.watch.has(id)).toBe(true);
      for (const id of [...toxin.care]) expect(knowledgeBase.care.has(id)).toBe(true);
    }
  });

  it('points functions and questions at symptoms that exist', () => {
    for (const fn of knowledgeBase.functions.values())
      expect(symptomIds.has(fn.whenAbsent)).toBe(true);
    for (const q of knowledgeBase.questions.values()) {
      for (const id of [
        ...(q.whenPresent ?? []),
        ...(q.whenAnyPresent ?? []),
        ...(q.whenUnknown ?? []),
      ])
        expect(symptomIds.has(id)).toBe(true);
      if (q.concept)
        expect(symptomIds.has(q.concept) || knowledgeBase.functions.has(q.concept)).toBe(true);
      expect(q.text.en && q.text.jp).toBeTruthy();
    }
    for (const [id, entry] of [...knowledgeBase.watch, ...knowledgeBase.care])
      expect([id, sourceIds.has(entry.source)]).toEqual([id, true]);
  });

  it('points the fit data of the advice at signs, foods and medicines that exist', () => {
    const unknown: string[] = [];
    const sign = (where: string, id: string) => {
      if (!symptomIds.has(id)) unknown.push(`${where}: ${id}`);
    };
    for (const [id, entry] of knowledgeBase.watch) {
      for (const named of entry.names ?? []) sign(id, typeof named === 'string' ? named : named.id);
      for (const when of entry.rest?.when ?? []) sign(id, when);
      if (entry.rest && !(entry.rest.en && entry.rest.jp)) unknown.push(`${id}: rest text`);
    }
    for (const [id, entry] of knowledgeBase.care) {
      for (const needed of entry.needsAny ?? []) sign(id, needed);
      for (const food of entry.ingredients ?? [])
        if (!knowledgeBase.ingredients[food]) unknown.push(`${id}: ingredient ${food}`);
      for (const medicine of entry.onlyWith?.medications ?? [])
        if (!knowledgeBase.medications[medicine]) unknown.push(`${id}: medication ${medicine}`);
      for (const alt of [entry.otherwise, entry.profileAlternative])
        if (alt && !(alt.en && alt.jp)) unknown.push(`${id}: alternative text`);
    }
    for (const s of knowledgeBase.symptoms.values())
      for (const e of s.escalations ?? []) for (const id of e.contradictedBy ?? []) sign(s.id, id);
    expect(unknown).toEqual([]);
  });
});
