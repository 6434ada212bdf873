import { containerIdFor, resolveGtmConfig } from './gtmConfig';

describe('resolveGtmConfig', () => {
  it('reads ids per locale and the options', () => {
    const warn = jest.fn();
    expect(
      resolveGtmConfig(
        {
          GATSBY_GTM_IDS: '{"en": "GTM-ABC1234", "jp": " GTM-JP12345 "}',
          GATSBY_GTM_ENABLED: 'true',
          GATSBY_GTM_DEBUG: '1',
        },
        warn,
      ),
    ).toEqual({
      gtmIds: { en: 'GTM-ABC1234', jp: 'GTM-JP12345' },
      gtmOptions: { enabled: true, debug: true },
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it('is off by default', () => {
    expect(resolveGtmConfig({}, jest.fn())).toEqual({
      gtmIds: {},
      gtmOptions: { enabled: false, debug: false },
    });
  });

  it('warns about and ignores bad entries', () => {
    const warn = jest.fn();
    const config = resolveGtmConfig(
      {
        GATSBY_GTM_IDS: '{"en": "GTM-ABC1234", "de": "GTM-DE12345", "fr": "UA-1234", "jp": 5}',
        GATSBY_GTM_ENABLED: 'yes',
      },
      warn,
    );
    expect(config.gtmIds).toEqual({ en: 'GTM-ABC1234' });
    expect(warn.mock.calls.map(([m]) => m)).toEqual([
      'Tag manager: unknown locale "de" in GATSBY_GTM_IDS.',
      'Tag manager: "UA-1234" is not a container id (GTM-XXXX) for fr.',
      'Tag manager: "5" is not a container id (GTM-XXXX) for jp.',
    ]);
  });

  it.each(['not json', '["GTM-ABC1234"]', '"GTM-ABC1234"'])(
    'warns about GATSBY_GTM_IDS=%s',
    (raw) => {
      const warn = jest.fn();
      expect(resolveGtmConfig({ GATSBY_GTM_IDS: raw }, warn).gtmIds).toEqual({});
      expect(warn).toHaveBeenCalledTimes(1);
    },
  );
});

describe('containerIdFor', () => {
  const config = resolveGtmConfig(
    { GATSBY_GTM_IDS: '{"en": "GTM-ABC1234"}', GATSBY_GTM_ENABLED: 'true' },
    jest.fn(),
  );

  it('gives the locale its container', () => {
    expect(containerIdFor(config, 'en', jest.fn())).toBe('GTM-ABC1234');
  });

  it('warns and turns tracking off for a locale without an id', () => {
    const warn = jest.fn();
    expect(containerIdFor(config, 'jp', warn)).toBeNull();
    expect(warn).toHaveBeenCalledWith(
      'jp',
      'Tag manager: no container id for locale "jp" in GATSBY_GTM_IDS; tracking is off for it.',
    );
  });

  it('is off, silently, when not enabled', () => {
    const warn = jest.fn();
    const disabled = { ...config, gtmOptions: { enabled: false, debug: false } };
    expect(containerIdFor(disabled, 'en', warn)).toBeNull();
    expect(containerIdFor(disabled, 'jp', warn)).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });
});
