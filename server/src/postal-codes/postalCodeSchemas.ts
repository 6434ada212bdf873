import { Type } from '@sinclair/typebox';

export { JapaneseAddress, JapaneseAddresses } from '@contract/schemas/postalCodes';

export const PostalCodeParams = Type.Object({
  // Checked by the route (full-width digits, 〒 and dashes are accepted), so any string up to
  // the router's limit reaches it and gets the field's 422.
  code: Type.String({ maxLength: 1000 }),
});
