// The short application form: its values, rules (the API's limits, contract/schemas/affiliate)
// and the body it sends.
import type { TFunction } from 'i18next';
import * as yup from 'yup';
import type { AffiliateApplicationBody } from '@contract/schemas/affiliate';

/** The channels offered as boxes to tick; anything else goes in "other channels". */
export const CHANNELS = [
  'instagram',
  'tiktok',
  'youtube',
  'x',
  'facebook',
  'blog',
  'newsletter',
  'podcast',
  'in_person',
] as const;
export type ChannelCode = (typeof CHANNELS)[number];

export const AUDIENCE_MIN = 10;
export const TEXT_MAX = 2000;
const CHANNEL_MAX = 60;
const CHANNELS_MAX = 10;
const WEBSITE_MAX = 300;

export interface ApplicationValues {
  website: string;
  channels: string[];
  /** Other channels, separated by commas. */
  otherChannels: string;
  audience: string;
  message: string;
}

export const EMPTY_APPLICATION: ApplicationValues = {
  website: '',
  channels: [],
  otherChannels: '',
  audience: '',
  message: '',
};

/** "instagram.com/biscuit" is meant as https://instagram.com/biscuit. */
export function normaliseWebsite(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

function isWebAddress(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

export function otherChannelList(text: string): string[] {
  return text
    .split(/[,、，\n]/)
    .map((part) => part.trim())
    .filter(Boolean);
}

export function applicationSchema(t: TFunction<'app'>) {
  return yup.object({
    website: yup.string().test('web-address', t('affiliate.apply.websiteInvalid'), (value) => {
      const normal = normaliseWebsite(value ?? '');
      return normal === '' || (normal.length <= WEBSITE_MAX && isWebAddress(normal));
    }),
    channels: yup
      .array(yup.string().required())
      .test('some-channel', t('affiliate.apply.channelsRequired'), function check(value) {
        const count =
          (value?.length ?? 0) + otherChannelList(this.parent.otherChannels ?? '').length;
        return count >= 1;
      })
      .test(
        'few-channels',
        t('affiliate.apply.channelsMax', { max: CHANNELS_MAX }),
        function check(value) {
          const count =
            (value?.length ?? 0) + otherChannelList(this.parent.otherChannels ?? '').length;
          return count <= CHANNELS_MAX;
        },
      ),
    otherChannels: yup
      .string()
      .test('channel-length', t('affiliate.apply.channelTooLong', { max: CHANNEL_MAX }), (value) =>
        otherChannelList(value ?? '').every((channel) => channel.length <= CHANNEL_MAX),
      ),
    audience: yup
      .string()
      .trim()
      .required(t('affiliate.apply.audienceRequired'))
      .min(AUDIENCE_MIN, t('affiliate.apply.audienceMin', { min: AUDIENCE_MIN }))
      .max(TEXT_MAX, t('validation.maxLength', { max: TEXT_MAX })),
    message: yup.string().max(TEXT_MAX, t('validation.maxLength', { max: TEXT_MAX })),
  });
}

export function applicationBody(values: ApplicationValues): AffiliateApplicationBody {
  const website = normaliseWebsite(values.website);
  const message = values.message.trim();
  const channels = [...values.channels, ...otherChannelList(values.otherChannels)];
  return {
    ...(website ? { website } : {}),
    audience: values.audience.trim(),
    channels: [...new Set(channels)],
    ...(message ? { message } : {}),
  };
}
