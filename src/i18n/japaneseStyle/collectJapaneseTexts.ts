// Finds every Japanese text a user can meet, wherever it is written, so that the style test covers
// keys and templates added later without a list to keep up to date: every JSON file of the
// Japanese UI strings, and every string literal with kana or kanji in the sources of the site,
// the app and the API (seed content, mails, SMS, notifications). Tests and this tooling are left
// out: their Japanese is not shown to anyone.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { BUTTON_KEYS, isButtonKey } from '@contract/japaneseButtonKeys';
import { hasJapanese, type JapaneseText, type TextScope } from '@contract/japaneseStyleRules';

const SOURCE_ROOTS = ['src', 'server/src', 'contract'];
const JAPANESE_UI_STRINGS = 'src/i18n/locales/jp';
/** The triage engine's knowledge and the guided photo questions: data the answers are made of. */
const KNOWLEDGE_JSON = ['server/src/triage/knowledge', 'server/src/triage/photo'];

export function filesUnder(root: string, accept: (file: string) => boolean): string[] {
  let names: string[];
  try {
    names = readdirSync(root);
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const full = path.join(root, name);
    if (statSync(full).isDirectory()) return filesUnder(full, accept);
    return accept(full) ? [full] : [];
  });
}

function isShownSource(file: string): boolean {
  const posix = file.split(path.sep).join('/');
  return (
    /\.tsx?$/.test(posix) &&
    !/\.(test|spec)\.tsx?$/.test(posix) &&
    !posix.endsWith('.d.ts') &&
    !/\/(test|__mocks__|japaneseStyle)\//.test(posix) &&
    // The rules themselves quote what they refuse.
    !posix.endsWith('/contract/japaneseStyleRules.ts')
  );
}

function jsonTexts(file: string, relative: string): JapaneseText[] {
  const texts: JapaneseText[] = [];
  const walk = (node: unknown, keys: string[]) => {
    if (typeof node === 'string') {
      texts.push({
        source: `${relative}#${keys.join('.')}`,
        text: node,
        scope: 'ui',
        button: isButtonKey(keys),
        strict: BUTTON_KEYS.has(keys[keys.length - 1] ?? ''),
      });
    } else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) walk(value, [...keys, key]);
    }
  };
  walk(JSON.parse(readFileSync(file, 'utf8')) as unknown, []);
  return texts;
}

/**
 * How a knowledge text is used, from where it sits: advice (`care`) and questions are said on
 * their own; reasons and names of signs go into lists and sentences the composer builds; signs to
 * watch for (`watch`) are joined with 、. Options of the guided photo questions are answers to
 * pick, and keep their plain form.
 */
function knowledgeForm(keys: readonly string[]): JapaneseText['form'] {
  const path = keys.join('.');
  if (/^care\./.test(path) || /(^|\.)text$/.test(path)) {
    return /\.options\./.test(path) ? undefined : 'sentence';
  }
  if (/^watch\./.test(path)) return 'item';
  if (/(^|\.)(reason|name)$/.test(path) || /^modifiers\./.test(path)) return 'phrase';
  return undefined;
}

/**
 * The Japanese display strings of a knowledge file: every string under a `jp` key. A `jp` key
 * holding a list is match terms — what keepers write, not what they are shown — and stays out.
 */
function knowledgeTexts(file: string, relative: string): JapaneseText[] {
  const texts: JapaneseText[] = [];
  const walk = (node: unknown, keys: string[]) => {
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'jp' && typeof value === 'string') {
        texts.push({
          source: `${relative}#${keys.join('.')}`,
          text: value,
          scope: 'ui',
          form: knowledgeForm(keys),
        });
      } else {
        walk(value, [...keys, key]);
      }
    }
  };
  walk(JSON.parse(readFileSync(file, 'utf8')) as unknown, []);
  return texts;
}

/**
 * Code that holds Japanese without showing it: `description` and `summary` of the API's schemas
 * (English documentation for developers that may quote a word such as 都道府県) and the source of
 * a regular expression (`new RegExp(String.raw\`…ポンド…\`)`).
 */
function isNotUserText(node: ts.Node, file: ts.SourceFile): boolean {
  if (ts.isPropertyAssignment(node)) {
    return ['description', 'summary'].includes(node.name.getText(file));
  }
  return (
    (ts.isNewExpression(node) || ts.isCallExpression(node)) &&
    node.expression.getText(file) === 'RegExp'
  );
}

/** The string literals of one source file; `${expression}` becomes `{{expression}}`. */
export function sourceTexts(code: string, source: string, scope: TextScope): JapaneseText[] {
  const kind = source.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(source, code, ts.ScriptTarget.Latest, true, kind);
  const texts: JapaneseText[] = [];
  const add = (node: ts.Node, text: string) => {
    // The source of a regular expression kept in a constant: `(?:日|時間|回)`.
    if (!hasJapanese(text) || /\(\?[:=!<]/.test(text)) return;
    const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
    texts.push({ source: `${source}:${line + 1}`, text, scope });
  };
  const visit = (node: ts.Node) => {
    if (isNotUserText(node, file)) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      add(node, node.text);
    } else if (ts.isTemplateExpression(node)) {
      add(
        node,
        node.head.text +
          node.templateSpans
            .map((span) => `{{${span.expression.getText(file)}}}${span.literal.text}`)
            .join(''),
      );
    } else if (ts.isJsxText(node)) {
      add(node, node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return texts;
}

/** Every Japanese text under the repository root. */
export function collectJapaneseTexts(root: string): JapaneseText[] {
  const relative = (file: string) => path.relative(root, file).split(path.sep).join('/');
  const ui = filesUnder(path.join(root, JAPANESE_UI_STRINGS), (f) => f.endsWith('.json')).flatMap(
    (file) => jsonTexts(file, relative(file)),
  );
  const sources = SOURCE_ROOTS.flatMap((dir) =>
    filesUnder(path.join(root, dir), isShownSource),
  ).flatMap((file) => {
    const name = relative(file);
    // Articles, FAQ, care and legal pages are seed content (`*.jp.ts` under a seed folder);
    // everything else speaks as the UI.
    const scope: TextScope = /\/seed\/|\.jp\.ts$/.test(name) ? 'content' : 'ui';
    return sourceTexts(readFileSync(file, 'utf8'), name, scope);
  });
  const knowledge = KNOWLEDGE_JSON.flatMap((dir) =>
    filesUnder(path.join(root, dir), (f) => f.endsWith('.json')),
  ).flatMap((file) => knowledgeTexts(file, relative(file)));
  return [...ui, ...sources, ...knowledge];
}
