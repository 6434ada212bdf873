// Which UI strings are button labels, by their key: the Japanese style guide wants a button's
// label to end in a verb (japaneseStyleRules.ts checks it; collectJapaneseTexts.ts marks them).

/** Keys whose values are button labels, in every JSON namespace. */
export const BUTTON_KEYS: ReadonlySet<string> = new Set([
  'submit',
  'send',
  'resend',
  'verify',
  'action',
  'confirm',
  'cancel',
  'edit',
  'tryAgain',
  'refresh',
  'markAllRead',
  'requestNew',
  'backHome',
]);

/**
 * The verbs a UI key is named after when its value is an action's label: `delete`, `remove`,
 * `save`… alone or with their object (`deleteOne`, `removeRow`, `copyLink`, `editProfile`). Keys
 * that only start with one (`deleteTitle`, `removeText`, `uploadHint`) are the dialog's title,
 * text or hint, not the label. Navigation (`back`, `next`, `previous`) names a place, not an
 * action, and is left out.
 */
const ACTION_VERBS =
  'add|save|delete|remove|upload|download|copy|print|edit|create|show|hide|view|open|close|' +
  'apply|accept|decline|approve|reject|publish|unpublish|retry|share|start|stop|change|update|' +
  'reset|revoke|grant|disable|enable|archive|restore|pay|buy|subscribe|unsubscribe|join|invite|' +
  'signOut|logOut|generate|export|connect|disconnect|clear|reply|book|call|cancel|' +
  'confirm|submit|send|resend|verify|refresh|retake|skip|finish|dismiss|undo|mark|move|rename|' +
  'replace|install|renew|switch|discard|upgrade|downgrade|request|attach|detach|' +
  'unlink|run|build|rebuild|check|allow|deny|block|unblock|expand|collapse';
const ACTION_KEY = new RegExp(`^(${ACTION_VERBS})([A-Z][a-z]+)?$`);
const NOT_A_LABEL =
  /(Title|Text|Hint|Intro|Note|Failed|Explain|Toast|Help|Heading|Error|Reason|Label)$/;
/** Groups of links and tabs, which name a place or a view (「ペットを登録」「プレビュー」). */
const PLACE_GROUPS = /^(links|tabs|nav)$/;

/**
 * Whether a UI key (its path in the JSON file) names a button or other action label: a key of
 * BUTTON_KEYS, or one named after an action verb (ACTION_VERBS) outside a group of links or tabs.
 * Choosing, selecting and searching are left out: those keys label pickers and search fields.
 */
export function isButtonKey(path: readonly string[]): boolean {
  const key = path[path.length - 1] ?? '';
  if (BUTTON_KEYS.has(key)) return true;
  const parent = path[path.length - 2] ?? '';
  return ACTION_KEY.test(key) && !NOT_A_LABEL.test(key) && !PLACE_GROUPS.test(parent);
}
