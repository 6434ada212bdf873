// Finds, in the server's source, every English message the API can put in an error answer, so the
// catalogue test can require a Japanese entry for each. A message is a sentence-shaped string
// literal (capital first, a space, a closing . ? or !) in one of the places our code writes
// answers from: an error's constructor, a message constant (`const NAME = '…'`), a field's message
// list (`field: ['…']`, `errors.x = ['…']`, `.push('…')`), a route's `notFoundMessage`, or a
// branch of a ternary or a `return` that feeds one of these. Texts already written per language
// (`en: '…'` beside `jp: '…'`, mails, SMS) are not messages of the catalogue.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export interface FoundMessage {
  /** The English text; `${…}` interpolations are kept as written. */
  text: string;
  source: string;
}

/** Folders whose texts are not API answers (content, prompts, documentation of settings). */
const NOT_ANSWERS = [
  /(^|\/)db\/seed\//,
  // The catalogue itself: the shared part and each capability's (`<name>Messages.jp.ts`).
  /(^|\/)i18n\//,
  /Messages\.jp\.ts$/,
  /(^|\/)openapi\//,
  /(^|\/)triage\/model\//,
  // Validation messages are built from templates; the catalogue test checks every template.
  /(^|\/)errors\/validationMessages\.ts$/,
  // The health report is a PDF with its own per-language texts.
  /(^|\/)health-report\//,
  // Mails, pages and documents written per language by their own modules.
  /(^|\/)mail\//,
  /(^|\/)site\//,
  /(^|\/)keeper-data\/(deletionMessages|exportReadme)\.ts$/,
  /(^|\/)billing\/receiptMail\.ts$/,
  /(^|\/)affiliate\/promoPacks\.ts$/,
  /(^|\/)billing\/subscriptionNotifications\.ts$/,
  /(^|\/)uploads\/uploadMessages\.ts$/,
  /(^|\/)vet-questions\/vetQuestionMessages\.ts$/,
  // Sent to the operator, who reads English.
  /(^|\/)contact\/contactMail\.ts$/,
  // Faults below the API (storage, the realtime protocol's own answers), never shown as such.
  /(^|\/)storage\//,
  /(^|\/)realtime\/PusherServer\.ts$/,
  // Documentation of the limits, not answers.
  /(^|\/)http\/rateLimitedRoutes\.ts$/,
];

/** Start-up errors name the setting first (`PORT must be …`); they go to the operator's log. */
const SETTING_ERROR = /^[A-Z][A-Z0-9_]{2,}(\.|=| must | needs | may )/;

const JAPANESE = /[\u3040-\u30ff\u3400-\u9fff]/;
const SENTENCE = /^[A-Z][^\n]*[.?!]$/;
const LITERAL = /'((?:[^'\\\n]|\\.)*)'|`((?:[^`\\]|\\.)*)`/g;

/** Lines whose literals are messages, by what comes before the literal on its line. */
const MESSAGE_CONTEXT = [
  /(Error|super)\(/,
  /[(,]\s*$/,
  /^\s*(export\s+)?const\s+[A-Z][A-Z0-9_]*\s*(:\s*[\w<>, ]+)?=/,
  /[\w'"\]]\s*[:=]\s*\[\s*$/,
  /\.push\(\s*$/,
  /\b(notFoundMessage|invalidParamMessage|message)\s*:\s*$/,
  /^\s*[?:]\s*$/,
  /\breturn\s+$/,
  /^\s*$/,
];

/** The line before a literal alone on its line says it is a message (a continued expression). */
const CONTINUES = /(Error\(|\[|=|\?|:|\(|,)\s*$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

export function serverMessages(root: string): FoundMessage[] {
  const found: FoundMessage[] = [];
  for (const file of sourceFiles(root)) {
    const name = relative(root, file);
    if (NOT_ANSWERS.some((rule) => rule.test(name))) continue;
    const lines = readFileSync(file, 'utf8').split('\n');
    lines.forEach((line, index) => {
      if (/^\s*(\/\/|\*|\/\*)/.test(line) || /\b(log|console)\./.test(line)) return;
      if (/^\s*(en|jp|ja|description|summary)\s*:/.test(line)) return;
      for (const match of line.matchAll(LITERAL)) {
        const text = match[1] ?? match[2] ?? '';
        if (!SENTENCE.test(text) || SETTING_ERROR.test(text)) continue;
        const before = line.slice(0, match.index);
        if (!MESSAGE_CONTEXT.some((rule) => rule.test(before))) continue;
        // A literal alone on its line is a message only as part of a message expression; a branch
        // of a ternary (`? '…'`) always is one.
        if (/^\s*$/.test(before)) {
          const previous = lines
            .slice(0, index)
            .reverse()
            .find((l) => l.trim() !== '');
          if (previous === undefined || !CONTINUES.test(previous)) continue;
          if (/^\s*(en|jp|ja|description|summary)\s*:/.test(previous)) continue;
        }
        // A branch of `language === 'jp' ? '…' : '…'` is the English of a text already written
        // in both languages.
        if (/^\s*[?:]\s*$/.test(before)) {
          const near = [lines[index - 1] ?? '', lines[index + 1] ?? ''];
          if (near.some((l) => JAPANESE.test(l))) continue;
        }
        found.push({ text, source: `${name}:${index + 1}` });
      }
    });
  }
  return found;
}
