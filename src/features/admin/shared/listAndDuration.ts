/** A duration split for its UI string ("3 min 5 s" / 「3分5秒」). */
export function durationParts(ms: number): { minutes: number; seconds: number } {
  const total = Math.max(0, Math.round(ms / 1000));
  return { minutes: Math.floor(total / 60), seconds: total % 60 };
}

/** Names as a list in the admin's language ("Admin and Pet keeper" / 「管理者、飼い主」). */
export function formatList(items: readonly string[], bcp47: string): string {
  return new Intl.ListFormat(bcp47, { style: 'long', type: 'conjunction' }).format(items);
}
