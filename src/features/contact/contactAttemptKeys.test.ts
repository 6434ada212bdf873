import { createAttemptKeys, randomKey } from './contactAttemptKeys';

const message = {
  name: 'Hana',
  email: 'hana@petmail.jp',
  topic: 'general' as const,
  message: 'Hello there, a question.',
  consent: true as const,
};

describe('createAttemptKeys', () => {
  it('reuses the key when the same message is sent again, and makes a new one when it changed', () => {
    const keyFor = createAttemptKeys();
    const first = keyFor(message);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(keyFor({ ...message })).toBe(first);
    const changed = keyFor({ ...message, message: 'Hello there, another question.' });
    expect(changed).not.toBe(first);
    expect(keyFor(message)).not.toBe(first);
  });

  it('draws keys that do not repeat', () => {
    const keys = new Set(Array.from({ length: 1000 }, randomKey));
    expect(keys.size).toBe(1000);
  });
});
