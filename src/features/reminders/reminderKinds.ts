import type { ReminderKind, ReminderRepeat } from '@contract/schemas/petReminders';
import type { AppIconName } from '../../ui/icons/AppIcon';

// Every kind and repeat of the contract, each with its picture (the Records must name them all,
// so the type checker notices a new one).

export const REMINDER_KIND_ICONS: Readonly<Record<ReminderKind, AppIconName>> = {
  vaccination: 'lucide:syringe',
  parasite: 'lucide:bug',
  medication: 'lucide:pill',
  vet_visit: 'lucide:stethoscope',
  other: 'lucide:bell',
};

export const REMINDER_KINDS = Object.keys(REMINDER_KIND_ICONS) as ReminderKind[];

const REPEATS: Readonly<Record<ReminderRepeat, true>> = {
  none: true,
  daily: true,
  weekly: true,
  monthly: true,
  quarterly: true,
  yearly: true,
};

export const REMINDER_REPEATS = Object.keys(REPEATS) as ReminderRepeat[];
