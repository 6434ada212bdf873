import type { TriageLevel } from '@contract/aiAssistant';
import type { AppIconName } from '../../ui/icons/AppIcon';

export type LevelTone = 'danger' | 'warning' | 'info' | 'brand' | 'success';

/**
 * How each urgency level looks: a colour family and an icon. The level's words always go with
 * them (never colour alone), in `imageAnalysis.levels.{level}`.
 */
export const LEVEL_LOOKS: Readonly<Record<TriageLevel, { tone: LevelTone; icon: AppIconName }>> = {
  emergency: { tone: 'danger', icon: 'lucide:siren' },
  within_24h: { tone: 'warning', icon: 'lucide:alarm-clock' },
  within_2_3_days: { tone: 'info', icon: 'lucide:calendar-clock' },
  monitor: { tone: 'brand', icon: 'lucide:eye' },
  no_action: { tone: 'success', icon: 'lucide:circle-check' },
};
