// Japanese answers as a calm vet nurse would write them: every answer composed for the case set and
// the probe sentences goes through the project's Japanese style rules (src/i18n/japaneseStyle) and
// the rules of assembled text — whole polite sentences, list items on their own lines, no spaces
// between sentences, "go now" said once — and the en and jp knowledge texts say the same numbers.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseGlossary } from '@contract/japaneseGlossary';
import { checkJapaneseText } from '@contract/japaneseStyleRules';
import { allScenarios } from './caseSet';
import { composeSections, withoutTrailingNote } from './composer';
import { knowledgeBase } from './knowledgeBase';
import { triage } from './triage';
import type { Localised } from './types';

const root = path.resolve(__dirname, '../../..');
const glossary = parseGlossary(
  readFileSync(path.join(root, 'src/i18n/locales/jp/README.md'), 'utf8'),
);

const JP = '[\\u3001-\\u30ff\\u3400-\\u9fff\\uff01-\\uff5e]';
const POLITE = /(?:です|ます|ません|ください|でしょう|ました|ましょう|でした)$/;

/** The assembled-text rules: what the style check of single strings cannot see. */
export function composedProblems(text: string): string[] {
  const problems: string[] = [];
  if (new RegExp(`${JP}[ \\u3000]+${JP}`, 'u').test(text))
    problems.push('space between Japanese sentences or words');
  const goNow = text.match(/今すぐ[^。]{0,30}向か/gu) ?? [];
  if (goNow.length > 1) problems.push('the go-now instruction more than once');
  for (const line of text.split('\n')) {
    // List items and headings are noun phrases by the style guide; sentences end politely.
    if (line.startsWith('・') || line.endsWith('：') || line.trim() === '') continue;
    // A label and its value on a line of their own (緊急度：24時間以内に受診) is no sentence.
    if (/^[^。：]{1,8}：[^。]+$/u.test(line)) continue;
    for (const sentence of line.split(/(?<=。)/u)) {
      const body = withoutTrailingNote(sentence.replace(/。$/u, '')).trim();
      if (body && !POLITE.test(body)) problems.push(`plain-form sentence: ${sentence}`);
    }
  }
  return problems;
}

describe('composed Japanese answers', () => {
  it('catch what they are there for', () => {
    expect(composedProblems('吐いています。 下痢もあります。')).toContain(
      'space between Japanese sentences or words',
    );
    expect(composedProblems('いちばん大事な点：中毒症状が出ている。')).toHaveLength(1);
    expect(
      composedProblems(
        '今すぐ動物病院へ向かってください。今すぐ最寄りの診療中の動物病院か夜間救急動物病院へ向かい、',
      ),
    ).toContain('the go-now instruction more than once');
    expect(composedProblems('次の様子に注意してください。\n・震え・けいれん')).toEqual([]);
    expect(composedProblems('緊急度：24時間以内に受診\n本日中に連絡してください。')).toEqual([]);
    expect(composedProblems('緊急度：24時間以内に受診。嘔吐が続いている。')).toHaveLength(2);
  });

  it('follow the style rules and read as whole polite sentences for every case and probe', () => {
    const failures = allScenarios().flatMap(({ message, pet }) => {
      const result = triage({ message, pet });
      const text = composeSections(result, { locale: 'jp', petName: 'ハナ' })
        .map((s) => s.text)
        .join('\n\n');
      return [
        ...checkJapaneseText({ source: message, text, scope: 'ui' }, glossary).map(
          (p) => `${p.rule}: ${p.excerpt}`,
        ),
        ...composedProblems(text),
      ].map((problem) => `${problem} — ${message}`);
    });
    expect([...new Set(failures)]).toEqual([]);
  });

  it('keep the style in a follow-up that names the earlier answer', () => {
    const pet = { species: 'dog' as const };
    const first = triage({ message: '犬がぶどうを食べました', pet });
    const next = triage({
      message: '耳をよくかいていて、においがします',
      pet,
      thread: [
        { role: 'keeper', text: '犬がぶどうを食べました' },
        { role: 'assistant', text: '…', askedQuestionIds: first.questions.map((q) => q.id) },
      ],
    });
    expect(next.earlier?.level).toBe('emergency');
    const text = composeSections(next, { locale: 'jp' })
      .map((s) => s.text)
      .join('\n\n');
    expect(text).toContain('この会話の前半では');
    expect(composedProblems(text)).toEqual([]);
    expect(checkJapaneseText({ source: 'thread', text, scope: 'ui' }, glossary)).toEqual([]);
  });

  it('say "go to a vet now" once in an emergency, in both languages', () => {
    const result = triage({ message: 'My dog is having a seizure', pet: { species: 'dog' } });
    expect(result.level).toBe('emergency');
    const jp = composeSections(result, { locale: 'jp' })
      .map((s) => s.text)
      .join('\n');
    const en = composeSections(result, { locale: 'en' })
      .map((s) => s.text)
      .join('\n');
    expect(jp.match(/向かって/g)).toHaveLength(1);
    expect(en.match(/go to a vet now|leave now/gi)).toHaveLength(1);
  });
});

/** Every { en, jp } pair of strings in the knowledge files and the photo questions. */
function localisedPairs(): [string, Localised][] {
  const files = [
    ...readdirSync(path.join(__dirname, 'knowledge')).map((f) => path.join('knowledge', f)),
    'photo/guidedQuestions.json',
  ].filter((f) => f.endsWith('.json'));
  const pairs: [string, Localised][] = [];
  const walk = (node: unknown, where: string): void => {
    if (Array.isArray(node)) node.forEach((item, i) => walk(item, `${where}[${i}]`));
    else if (node && typeof node === 'object') {
      const record = node as Record<string, unknown>;
      if (typeof record.en === 'string' && typeof record.jp === 'string')
        pairs.push([where, { en: record.en, jp: record.jp }]);
      for (const [key, value] of Object.entries(record)) walk(value, `${where}.${key}`);
    }
  };
  for (const file of files)
    walk(JSON.parse(readFileSync(path.join(__dirname, file), 'utf8')) as unknown, file);
  return pairs;
}

/** Numbers from 2 up in a text ("a day" and 1日 say the same thing in different ways). */
function numbersIn(text: string): number[] {
  const words: Record<string, number> = {
    two: 2,
    three: 3,
    four: 4,
    five: 5,
    six: 6,
    seven: 7,
    eight: 8,
    nine: 9,
    ten: 10,
    twelve: 12,
  };
  const found = [
    ...[...text.matchAll(/\d+(?:\.\d+)?/g)].map((m) => Number(m[0])),
    ...[...text.toLowerCase().matchAll(/\b[a-z]+\b/g)]
      .map((m) => words[m[0]])
      .filter((n): n is number => n !== undefined),
  ];
  return [...new Set(found.filter((n) => n >= 2))].sort((a, b) => a - b);
}

describe('English and Japanese knowledge texts', () => {
  it('give the same numbers (no "2〜3回以上" where the English says four or more)', () => {
    const pairs = localisedPairs();
    expect(pairs.length).toBeGreaterThan(300);
    const mismatches = pairs
      .filter(([, text]) => numbersIn(text.en).join() !== numbersIn(text.jp).join())
      .map(([id, text]) => `${id}: ${text.en} / ${text.jp}`);
    expect(mismatches).toEqual([]);
    expect(knowledgeBase.watch.get('w_vomit_repeat')?.jp).toContain('4回以上');
  });
});
