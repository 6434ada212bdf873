// The pet's emergency card: what a keeper hands a stranger, a pet sitter or an emergency clinic
// when the pet is in trouble. One answer, so the app can keep it for use without a network.
import { Type, type Static } from '@sinclair/typebox';
import { WEIGHT_UNITS } from '../preferences';
import { Nullable, StringEnum } from './common';
import { DataOf, Pet, Timestamp } from './pets';

export const EmergencyCardClinic = Type.Object(
  {
    name: Type.String(),
    phone: Nullable(Type.String()),
    source: Type.Union([Type.Literal('shared'), Type.Literal('home')], {
      description:
        'shared: a clinic the pet is shared with (the home clinic among them first); home: the ' +
        'home clinic the keeper typed, when the pet is shared with none.',
    }),
  },
  { title: 'EmergencyCardClinic' },
);
export type EmergencyCardClinic = Static<typeof EmergencyCardClinic>;

export const EmergencyCardKeeper = Type.Object(
  {
    name: Type.String(),
    email: Type.String(),
    phone: Nullable(Type.String()),
    weight_unit: StringEnum(WEIGHT_UNITS, {
      description: 'The keeper’s unit: the card shows the weight in it, even with no network.',
    }),
  },
  { title: 'EmergencyCardKeeper' },
);
export type EmergencyCardKeeper = Static<typeof EmergencyCardKeeper>;

export const EmergencyCard = Type.Object(
  {
    pet: Pet,
    clinic: Nullable(EmergencyCardClinic),
    keeper: EmergencyCardKeeper,
    generated_at: Timestamp,
  },
  { title: 'EmergencyCard' },
);
export type EmergencyCard = Static<typeof EmergencyCard>;

export const EmergencyCardResponse = DataOf(EmergencyCard, 'EmergencyCardResponse');
export type EmergencyCardResponse = Static<typeof EmergencyCardResponse>;
