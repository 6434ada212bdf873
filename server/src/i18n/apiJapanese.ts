// The API's Japanese comes in parts: the shared one (sharedMessages.jp.ts) and one per capability,
// in the capability's folder and declared by its object (`japanese`, http/capability.ts). The
// server answers with all of them merged (server/src/apiTranslator.ts).

/** One part of the API's Japanese; every record is keyed by the English text (the contract). */
export interface ApiJapanese {
  /** Messages, keyed by the English message or its template (`:name` for a value). */
  messages?: Readonly<Record<string, string>>;
  /** Field names (`:attribute`), as Laravel's validation.attributes; `a.*.b` for list items. */
  attributes?: Readonly<Record<string, string>>;
  /** Words a message carries as a value (`:periods` → `days`). */
  values?: Readonly<Record<string, string>>;
}

/** All parts as one; an English key given twice keeps its first Japanese (see `japaneseConflicts`). */
export function mergeJapanese(parts: readonly ApiJapanese[]): Required<ApiJapanese> {
  const merged = { messages: {}, attributes: {}, values: {} };
  for (const part of [...parts].reverse()) {
    Object.assign(merged.messages, part.messages);
    Object.assign(merged.attributes, part.attributes);
    Object.assign(merged.values, part.values);
  }
  return merged;
}

/** English keys that two parts translate differently: the answer would depend on the order. */
export function japaneseConflicts(parts: readonly ApiJapanese[]): string[] {
  const seen = new Map<string, string>();
  const conflicts: string[] = [];
  for (const part of parts) {
    for (const kind of ['messages', 'attributes', 'values'] as const) {
      for (const [english, japanese] of Object.entries(part[kind] ?? {})) {
        const key = `${kind}: ${english}`;
        const before = seen.get(key);
        if (before !== undefined && before !== japanese) {
          conflicts.push(`${key} → ${before} / ${japanese}`);
        }
        seen.set(key, japanese);
      }
    }
  }
  return conflicts;
}
