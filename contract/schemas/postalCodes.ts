// The places of a Japanese postal code (/api/postal-codes/jp/{code}), for the billing form.
import { Type, type Static } from '@sinclair/typebox';

export const JapaneseAddress = Type.Object(
  {
    postal_code: Type.String({ description: '123-4567' }),
    prefecture: Type.String({ description: 'Prefecture, e.g. Tokyo (東京都)' }),
    city: Type.String({ description: 'City, ward, town or village, e.g. Shibuya (渋谷区)' }),
    town: Type.String({
      description: 'Town (町域), e.g. 渋谷; empty when the code covers a whole city',
    }),
  },
  { title: 'JapaneseAddress' },
);
export type JapaneseAddress = Static<typeof JapaneseAddress>;

export const JapaneseAddresses = Type.Object({ data: Type.Array(JapaneseAddress) });
