import { Type, type Static } from '@sinclair/typebox';

export const PostalCodeParams = Type.Object({
  // Checked by the route (full-width digits, 〒 and dashes are accepted), so any string up to
  // the router's limit reaches it and gets the field's 422.
  code: Type.String({ maxLength: 1000 }),
});

export const JapaneseAddress = Type.Object(
  {
    postal_code: Type.String({ description: '123-4567' }),
    prefecture: Type.String({ description: '都道府県, e.g. 東京都' }),
    city: Type.String({ description: '市区町村, e.g. 渋谷区' }),
    town: Type.String({ description: '町域, e.g. 渋谷; empty when the code covers a whole city' }),
  },
  { title: 'JapaneseAddress' },
);
export type JapaneseAddress = Static<typeof JapaneseAddress>;

export const JapaneseAddresses = Type.Object({ data: Type.Array(JapaneseAddress) });
