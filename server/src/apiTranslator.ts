// The API's Japanese: the shared messages (i18n/sharedMessages.jp.ts) and those every capability
// of the registry declares (`japanese`, from its folder). app.ts answers with it; the catalogue
// test (i18n/messages.test.ts) checks it against every message the code can write.
import { CAPABILITIES } from './capabilities';
import type { ApiJapanese } from './i18n/apiJapanese';
import { SHARED_JAPANESE } from './i18n/sharedMessages.jp';
import { createTranslator } from './i18n/translateMessage';

export const API_JAPANESE_PARTS: readonly ApiJapanese[] = [
  SHARED_JAPANESE,
  ...CAPABILITIES.flatMap((capability) => (capability.japanese ? [capability.japanese] : [])),
];

export const API_TRANSLATOR = createTranslator(API_JAPANESE_PARTS);
