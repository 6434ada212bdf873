import { TRIAGE_LEVELS, type TriageLevel } from '@contract/aiAssistant';
import type { AppIconName } from '../../ui/icons/AppIcon';

/** The more urgent of two levels (null: nothing decided yet). */
export function mostUrgent(a: TriageLevel | null, b: TriageLevel | null): TriageLevel | null {
  if (a === null) return b;
  if (b === null) return a;
  return TRIAGE_LEVELS.indexOf(a) <= TRIAGE_LEVELS.indexOf(b) ? a : b;
}

export interface LevelLook {
  /** Text and border colour (AA on the subtle background, light and dark). */
  fg: string;
  bg: string;
  icon: AppIconName;
}

/**
 * How each urgency level looks. Colour is never alone: every badge and card also says the level
 * in words and carries its own icon shape.
 */
export const LEVEL_LOOK: Readonly<Record<TriageLevel, LevelLook>> = {
  emergency: { fg: 'danger.fg', bg: 'danger.subtle', icon: 'lucide:siren' },
  within_24h: { fg: 'warning.fg', bg: 'warning.subtle', icon: 'lucide:alarm-clock' },
  within_2_3_days: { fg: 'fg.accent', bg: 'bg.accent', icon: 'lucide:calendar-clock' },
  monitor: { fg: 'info.fg', bg: 'info.subtle', icon: 'lucide:eye' },
  no_action: { fg: 'success.fg', bg: 'success.subtle', icon: 'lucide:circle-check' },
};
