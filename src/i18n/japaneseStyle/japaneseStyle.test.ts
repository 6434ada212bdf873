import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { collectJapaneseTexts, sourceTexts } from './collectJapaneseTexts';
import { isButtonKey } from '@contract/japaneseButtonKeys';
import { parseGlossary } from '@contract/japaneseGlossary';
import { checkJapaneseText, type JapaneseText } from '@contract/japaneseStyleRules';
import { untranslatedEnglish } from '@contract/untranslatedEnglish';

const root = path.resolve(__dirname, '../../..');
const guide = readFileSync(path.join(root, 'src/i18n/locales/jp/README.md'), 'utf8');
const glossary = parseGlossary(guide);

const ui = (text: string, button = false): JapaneseText => ({
  source: 'sample',
  text,
  scope: 'ui',
  button,
});
const rulesBrokenBy = (item: JapaneseText) =>
  checkJapaneseText(item, glossary).map((problem) => problem.rule);

describe('the Japanese style rules', () => {
  it('read the glossary of the style guide', () => {
    expect(glossary.length).toBeGreaterThan(20);
    expect(glossary).toContainEqual({
      preferred: ['写真分析'],
      forbidden: ['画像解析', '画像分析', '写真解析'],
      scope: 'all',
    });
    expect(glossary).toContainEqual(
      expect.objectContaining({ preferred: ['AI症状チェッカー', '症状チェッカー'] }),
    );
  });

  it('flag a space between Japanese and Latin text, digits or placeholders', () => {
    for (const text of ['PetCare ホーム', '2 つのパスワード', '{{count}} 件', 'Google で続ける']) {
      expect(rulesBrokenBy(ui(text))).toContain('space between Japanese and Latin text or digits');
    }
    for (const text of [
      'PetCareホーム',
      '{{count}}件',
      '例：+81 90 1234 5678',
      'support@petcare.example までご連絡ください。',
      'https://petcare.example/jp/ を開いてください。',
      '<1>{{email}}</1> のアカウント',
      '〒156-0052 東京都世田谷区経堂2-14-7',
    ]) {
      expect(rulesBrokenBy(ui(text))).toEqual([]);
    }
  });

  it('flag half-width punctuation, ～, ... and full-width digits beside Japanese', () => {
    expect(rulesBrokenBy(ui('認証コード: 123456'))).toContain(
      'half-width punctuation next to Japanese (use 、。：！？（）)',
    );
    expect(rulesBrokenBy(ui('ようこそ!'))).toHaveLength(1);
    expect(rulesBrokenBy(ui('猫(ねこ)'))).toHaveLength(2);
    expect(rulesBrokenBy(ui('6～8週'))).toEqual(['full-width tilde ～ (use 〜)']);
    expect(rulesBrokenBy(ui('読み込み中...'))).toContain('three dots (use …)');
    expect(rulesBrokenBy(ui('１０分'))).toHaveLength(2);
    expect(rulesBrokenBy(ui('9:00〜18:00（日曜休診）'))).toEqual([]);
  });

  it('flag wordings a native reader trips over: humble detours, doubled times, UTC, 自己紹介', () => {
    expect(rulesBrokenBy(ui('今回は参加を見送らせていただきました。'))).toEqual([
      '〜させていただく (say it plainly: 〜します、〜できませんでした)',
    ]);
    expect(rulesBrokenBy(ui('平日は夜19時まで受け付けています。'))).toEqual([
      'a 24-hour time after 朝・夜・午前・午後 (write 19時 or 午後7時)',
    ]);
    expect(rulesBrokenBy(ui('約3時間後（協定世界時0時）にリセットされます。'))).toEqual([
      'a time of day in 協定世界時 (say it in 日本時間)',
    ]);
    expect(rulesBrokenBy(ui('自己紹介・なりすましは禁止です。'))).toEqual([
      '自己紹介 for a self-referral (write 自己アフィリエイト)',
    ]);
    expect(rulesBrokenBy(ui('していない'))).toEqual([
      'a choice 「していない」 beside 「済み」 (write 未実施)',
    ]);
    expect(rulesBrokenBy(ui('プランは1頭につき1つです。'))).toEqual([
      'a pet counted with 頭 (write 匹)',
    ]);
    expect(rulesBrokenBy(ui('{{count}}頭のペット'))).toHaveLength(1);
    expect(rulesBrokenBy(ui('公開しました。アフィリエイトがすぐに利用できます。'))).toEqual([
      'アフィリエイト for a person (write アフィリエイトパートナー)',
    ]);
    for (const text of [
      'プランはペット1匹につき1つです。',
      '頭をぶつけた後、先頭の犬が…',
      'アフィリエイトプログラムに参加すると、アフィリエイトパートナーとして紹介できます。',
      '平日は19時まで、土曜は午後5時まで受け付けています。',
      '約3時間後（日本時間の午前9時）にリセットされます。',
      '自己アフィリエイトは禁止です。',
      '未実施',
      'まだ登録していない場合は、アカウントを作成してください。',
    ]) {
      expect(rulesBrokenBy(ui(text))).toEqual([]);
    }
  });

  it('hold one term per concept: the programme, urgency levels, care words', () => {
    for (const [variant, preferred] of [
      ['アンバサダー', 'アフィリエイトプログラム'],
      ['緊急 — 今すぐ動物病院へ', '緊急：今すぐ動物病院へ'],
      ['救急病院', '夜間救急動物病院'],
      ['お薬', '服用中の薬'],
      ['歯茎', '歯ぐき'],
      ['お腹', 'おなか'],
      ['ニュースレター', 'メールマガジン'],
      ['特権管理者', 'スーパー管理者'],
    ]) {
      expect(rulesBrokenBy(ui(`${variant}です。`))).toEqual([
        `glossary: 「${variant}」→「${preferred}」`,
      ]);
    }
    // Names that hold a variant's letters are no hit.
    expect(rulesBrokenBy(ui('東京ベイ夜間救急動物病院'))).toEqual([]);
    expect(rulesBrokenBy(ui('アーウェル・バレー救急動物病院'))).toEqual([]);
  });

  it('flag a forbidden glossary variant, but not inside the right term', () => {
    expect(rulesBrokenBy(ui('新しい画像解析'))).toEqual(['glossary: 「画像解析」→「写真分析」']);
    expect(rulesBrokenBy(ui('愛玩動物看護師が対応します。'))).toEqual([]);
    expect(rulesBrokenBy(ui('動物看護師が対応します。'))).toHaveLength(1);
    expect(rulesBrokenBy(ui('サブスクリプション'))).toEqual([]);
    // 通知 is the UI's word for nothing, but legal texts may say 通知します (we notify).
    expect(rulesBrokenBy(ui('通知を閉じる'))).toHaveLength(1);
    expect(rulesBrokenBy({ ...ui('当局に通知します。'), scope: 'content' })).toEqual([]);
  });

  it('flag 様 after a name and button labels that are not verbs', () => {
    expect(rulesBrokenBy(ui('{{name}} 様'))).toContain('様 after a name (use さん)');
    expect(rulesBrokenBy(ui('{{addressee}}様'))).toEqual([]);
    expect(rulesBrokenBy(ui('{{name}}さん、ようこそ。'))).toEqual([]);
    expect(rulesBrokenBy(ui('コードを送信', true))).toEqual([
      'button label: a verb in dictionary form (〜する)',
    ]);
    expect(rulesBrokenBy(ui('コードを送信する', true))).toEqual([]);
    expect(rulesBrokenBy(ui('閉じる', true))).toEqual([]);
  });

  it('know an action label by its key, in every namespace, and refuse a bare verbal noun there', () => {
    for (const key of ['delete', 'remove', 'deleteOne', 'removeRow', 'copyLink', 'editProfile']) {
      expect(isButtonKey(['anyFeature', key])).toBe(true);
    }
    for (const key of [
      'deleteTitle',
      'removeText',
      'uploadHint',
      'back',
      'next',
      'chooseCountry',
    ]) {
      expect(isButtonKey(['anyFeature', key])).toBe(false);
    }
    // A link names the page it opens, a tab the view it shows.
    expect(isButtonKey(['shell', 'links', 'addPet'])).toBe(false);
    const action = (text: string): JapaneseText => ({ ...ui(text, true) });
    for (const text of ['削除', '{{name}}を削除', 'リンクをコピー', 'ログアウト', 'カードを印刷']) {
      expect(rulesBrokenBy(action(text))).toEqual([
        'button label: a verb in dictionary form (〜する)',
      ]);
    }
    for (const text of ['削除する', '{{name}}を削除する', '閉じる：{{title}}', '次へ']) {
      expect(rulesBrokenBy(action(text))).toEqual([]);
    }
  });

  it('flag a space between Japanese sentences, but not inside a shop name', () => {
    expect(rulesBrokenBy(ui('安静にしてください。 水を与えてください。'))).toEqual([
      'space after 。、！？ (none between Japanese sentences)',
    ]);
    expect(rulesBrokenBy(ui('トリミングサロン もふ 中目黒'))).toEqual([]);
  });

  it('ask the triage knowledge for the form its place in an answer needs', () => {
    const as = (text: string, form: JapaneseText['form']) => rulesBrokenBy({ ...ui(text), form });
    // Advice and questions are said on their own: polite, closed.
    expect(as('安静にさせ、運動は控えてください。', 'sentence')).toEqual([]);
    expect(as('{pet}の体重は何kgですか？', 'sentence')).toEqual([]);
    expect(as('吐いた後は1時間ほど空けてから、少量ずつ。', 'sentence')).toEqual([
      'advice and questions: polite sentences (です・ます)',
    ]);
    expect(as('安静にしてください', 'sentence')).toEqual([
      'advice and questions: close with 。 or ？',
    ]);
    // Reasons and signs: a noun phrase or a polite sentence, closed by the composer.
    for (const text of [
      '血尿',
      '骨折の疑い',
      '体の冷え（低体温）',
      'おしっこが出ていません',
      '不凍液は腎不全を起こします。解毒剤は数時間以内しか効きません',
    ]) {
      expect(as(text, 'phrase')).toEqual([]);
    }
    for (const text of [
      'おしっこが出ていない',
      '呼吸が苦しそう',
      '丸1日以上食べない（うさぎは数時間でも）',
    ]) {
      expect(as(text, 'phrase')).toEqual([
        'reasons and signs: a noun phrase or a polite sentence, not a plain form',
      ]);
    }
    expect(as('血尿です。', 'phrase')).toEqual([
      'reasons and signs: no closing 。 (the answer adds it)',
    ]);
    // Signs to watch for are joined with 、: none inside one.
    expect(as('歯ぐきの乾き・ねばつき', 'item')).toEqual([]);
    expect(as('歯ぐきの乾き、目のくぼみ', 'item')).toEqual([
      'signs to watch for: no 、 inside an item (use ・ or または)',
    ]);
  });

  it('read string literals and templates of a source file, HTML included, API docs and regular expressions not', () => {
    const texts = sourceTexts(
      "const a = `${input.name} 様`;\nconst b = '<p>PetCare の確認コード</p>';\nconst c = 'ok';\n" +
        "const d = Type.String({ description: 'Prefecture, e.g. 東京都' });\n" +
        "const e = new RegExp(String.raw`(lb|ポンド) (oz|オンス)`, 'u');",
      'server/src/mail/sample.ts',
      'ui',
    );
    expect(texts.map((t) => [t.source, t.text])).toEqual([
      ['server/src/mail/sample.ts:1', '{{input.name}} 様'],
      ['server/src/mail/sample.ts:2', '<p>PetCare の確認コード</p>'],
    ]);
    expect(texts.flatMap((t) => rulesBrokenBy(t))).toEqual([
      'space between Japanese and Latin text or digits',
      '様 after a name (use さん)',
      'space between Japanese and Latin text or digits',
      'glossary: 「確認コード」→「認証コード」',
    ]);
  });
});

describe('every Japanese text of the product', () => {
  const texts = collectJapaneseTexts(root);
  const sources = texts.map((t) => t.source);

  it('is found in UI strings, seed content, mails, text messages and notifications', () => {
    expect(sources.some((s) => s.startsWith('src/i18n/locales/jp/app.json#'))).toBe(true);
    expect(sources.some((s) => s.startsWith('src/i18n/locales/jp/common.json#'))).toBe(true);
    expect(texts.some((t) => t.scope === 'content' && /news\.jp\.ts/.test(t.source))).toBe(true);
    expect(texts.some((t) => t.scope === 'content' && /pages\.jp\.ts/.test(t.source))).toBe(true);
    expect(sources.some((s) => /^server\/src\/.*mail/i.test(s))).toBe(true);
    expect(sources.some((s) => /^server\/src\/.*(sms|verificationSms)/i.test(s))).toBe(true);
    expect(sources.some((s) => /^server\/src\/.*notification/i.test(s))).toBe(true);
  });

  it('is found in the triage knowledge and the guided photo questions, display strings only', () => {
    const knowledge = texts.filter((t) => t.source.startsWith('server/src/triage/'));
    for (const file of ['redFlags', 'toxins', 'symptoms', 'advice', 'questions', 'modifiers']) {
      expect(
        knowledge.some((t) => t.source.startsWith(`server/src/triage/knowledge/${file}.json#`)),
      ).toBe(true);
    }
    expect(
      knowledge.some((t) => t.source.startsWith('server/src/triage/photo/guidedQuestions.json#')),
    ).toBe(true);
    expect(
      knowledge.filter((t) => t.source.endsWith('.reason')).every((t) => t.form === 'phrase'),
    ).toBe(true);
    expect(
      knowledge.filter((t) => /#care\./.test(t.source)).every((t) => t.form === 'sentence'),
    ).toBe(true);
    expect(knowledge.filter((t) => /#watch\./.test(t.source)).every((t) => t.form === 'item')).toBe(
      true,
    );
    // Match terms (lists under `jp`) are what keepers write, not what they are shown.
    expect(knowledge.some((t) => t.text === 'はい' && /options/.test(t.source))).toBe(true);
    expect(knowledge.some((t) => /#symptoms\.\d+\.jp\./.test(t.source))).toBe(false);
  });

  it('follows the style guide (src/i18n/locales/jp/README.md)', () => {
    const problems = texts.flatMap((t) => checkJapaneseText(t, glossary));
    expect(problems.map((p) => `${p.source}: ${p.rule} — …${p.excerpt}…`)).toEqual([]);
  });
});

describe('the Japanese UI strings', () => {
  type Tree = { [key: string]: string | Tree };
  const leaves = (tree: Tree, prefix = ''): string[] =>
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string' ? [`${prefix}${key}`] : leaves(value, `${prefix}${key}.`),
    );
  const namespaces = readdirSync(path.join(root, 'src/i18n/locales/en')).filter((f) =>
    f.endsWith('.json'),
  );
  const read = (locale: string, file: string) =>
    JSON.parse(readFileSync(path.join(root, 'src/i18n/locales', locale, file), 'utf8')) as Tree;
  it.each(namespaces)(
    'leave no English word in %s beyond names, brands and technical terms',
    (file) => {
      const tree = read('jp', file);
      const valueOf = (key: string) =>
        key.split('.').reduce<string | Tree>((node, part) => (node as Tree)[part]!, tree);
      const english = leaves(tree).flatMap((key) => {
        const words = untranslatedEnglish(String(valueOf(key)));
        return words.length > 0 ? [`${key}: ${words.join(' ')}`] : [];
      });
      expect(english).toEqual([]);
    },
  );

  it('find the English words a Japanese screen must not show', () => {
    expect(untranslatedEnglish('© {{year}} PetCare. All rights reserved.')).toEqual([
      'All',
      'rights',
      'reserved',
    ]);
    expect(untranslatedEnglish('例：instagram.com/yourname、#0f6e5a、MM/YY、IBAN、{link}')).toEqual(
      [],
    );
  });
});
