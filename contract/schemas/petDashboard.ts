// GET keeper/pets/{id}/dashboard: everything the /dashboard screen shows, in one call.
import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './common';
import { DietPlan } from './petDiet';
import { Reminder } from './petReminders';
import { DataOf, Pet, WeightEntry } from './pets';
import { Visit } from './petVisits';

export const PetDashboard = Type.Object(
  {
    pet: Pet,
    weights: Type.Array(WeightEntry, { description: 'The last 24 months, oldest first.' }),
    upcoming_reminders: Type.Array(Reminder, {
      description: 'The next 5 not done, overdue first.',
    }),
    recent_visits: Type.Array(Visit, { description: 'The last 3, newest first.' }),
    photo_count: Type.Integer({ minimum: 0 }),
    document_count: Type.Integer({ minimum: 0 }),
    diet: Nullable(DietPlan),
  },
  { title: 'PetDashboard' },
);
export type PetDashboard = Static<typeof PetDashboard>;

export const PetDashboardResponse = DataOf(PetDashboard, 'PetDashboardResponse');
export type PetDashboardResponse = Static<typeof PetDashboardResponse>;
