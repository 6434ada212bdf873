import { formatDate } from '../../i18n/dates';

/**
 * "15 June 2026" / "2026年6月15日": the day a deletion happens, as the mail names it (UTC; the
 * mail writes English dates day first, so the screen does too).
 */
export function formatDeletionDate(iso: string, bcp47: string): string {
  return formatDate(iso, bcp47 === 'en' ? 'en-GB' : bcp47, 'long');
}
