import { enabledProviders } from './authProviders';

describe('enabledProviders', () => {
  it('offers all three providers unless the build names some', () => {
    expect(enabledProviders(undefined)).toEqual(['google', 'apple', 'facebook']);
    expect(enabledProviders('facebook, Google,unknown')).toEqual(['google', 'facebook']);
    expect(enabledProviders('')).toEqual([]);
  });
});
