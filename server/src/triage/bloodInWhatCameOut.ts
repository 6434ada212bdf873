// Stage 2b: blood said of something that came out, named before it ("threw up all night and now
// there's blood in it", 下痢をしてて、血が混じってる). The keeper points back with a pronoun, or in
// Japanese with no word at all; the blood belongs to the sign it points to — vomit with blood is
// an emergency, not "some bleeding".
import type { LocatedFinding, Reading } from './factReading';

/** What came out, and what blood in it is. */
const BLOOD_IN: Record<string, string> = {
  vomiting: 'vomiting_blood',
  retching: 'vomiting_blood',
  regurgitation: 'vomiting_blood',
  diarrhea: 'blood_in_stool',
  defecating: 'blood_in_stool',
  constipation: 'blood_in_stool',
  urinating: 'blood_in_urine',
  straining_urinate: 'blood_in_urine',
  frequent_urination: 'blood_in_urine',
  inappropriate_urination: 'blood_in_urine',
  coughing: 'coughing_blood',
  sneezing: 'nosebleed',
  nasal_discharge: 'nosebleed',
};

// Blood pointed back at something: "blood in it", "it had blood", "streaked with blood",
// "flecks of blood"; Japanese: blood mixed in (血が混じる) or on it, the subject left unsaid.
const POINTING_BACK_EN =
  /\bblood\b(?:[^.,;!?]{0,24}?)\b(?:in|on|through)\s+(?:it|them|there|that|those|this)\b|\b(?:it|they|that|this)(?:'s| is| was| were| are| has| had| have| looks?| looked)\s+(?:got\s+)?(?:some\s+|a bit of\s+|a little\s+)?(?:bloody|blood)\b|\b(?:streaked|mixed|tinged|stained|flecked|laced)\s+with\s+blood\b|\b(?:streaks?|flecks?|spots?|specks?|bits?|traces?)\s+of\s+blood\b/g;
const POINTING_BACK_JP = /血(?:が|も)?(?:混じ|混ざ|まじ|まざ|ついて|付いて|にじ)|血っぽ|血混じり/g;

export function attachBloodToWhatCameOut(reading: Reading, findings: LocatedFinding[]): void {
  const { locale, text, sentenceOf } = reading;
  const pattern = locale === 'en' ? POINTING_BACK_EN : POINTING_BACK_JP;
  for (const m of text.matchAll(pattern)) {
    const start = m.index ?? 0;
    const end = start + m[0].length;
    const bleeding = findings.findIndex(
      (f) => f.id === 'bleeding' && f.polarity !== 'absent' && f.start < end && start < f.end + 8,
    );
    if (bleeding === -1) continue;
    const sentence = sentenceOf(start);
    // The nearest sign before it, in its sentence or the one before ("He vomited. It had blood.").
    const target = findings
      .filter(
        (f) =>
          BLOOD_IN[f.id] &&
          f.polarity === 'present' &&
          f.end <= start &&
          (f.sentence === sentence || f.sentence === sentence - 1),
      )
      .at(-1);
    const mapped = target ? BLOOD_IN[target.id] : undefined;
    if (!target || !mapped) continue;
    const [blood] = findings.splice(bleeding, 1) as [LocatedFinding];
    findings.push({ ...target, ...blood, id: mapped, evidence: m[0], polarity: 'present' });
  }
}
