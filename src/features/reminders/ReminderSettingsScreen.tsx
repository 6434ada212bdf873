import { Box, Button, chakra, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SMS_KINDS } from '@contract/reminderChannelRules';
import type { ReminderChannelChoices, ReminderSettings } from '@contract/schemas/reminderChannels';
import type { RouteScreenProps } from '../../app/core/routeTypes';
import { useStores } from '../../stores/StoreProvider';
import { SettingsHeading, SettingsSection } from '../settings';
import { REMINDER_KINDS } from './reminderKinds';

type Channel = 'email' | 'push' | 'sms';
const CHANNELS: readonly Channel[] = ['email', 'push', 'sms'];

/** The browser's zone, sent when the keeper saves and has none stored yet. */
function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** The VAPID key as pushManager.subscribe wants it: bytes over a plain ArrayBuffer. */
function urlBase64ToBytes(value: string): Uint8Array<ArrayBuffer> {
  const padded = `${value}${'='.repeat((4 - (value.length % 4)) % 4)}`
    .replace(/-/g, '+')
    .replace(/_/g, '/');
  const raw = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/**
 * /settings/reminders: which channels each kind of reminder uses (in the app always), quiet
 * hours in the keeper's time zone, Web Push on this browser, and the private calendar feed.
 */
export const ReminderSettingsScreen = observer(function ReminderSettingsScreen(
  _props: RouteScreenProps,
) {
  const { t } = useTranslation('app');
  const stores = useStores();
  const api = stores.api.reminders;
  const [settings, setSettings] = useState<ReminderSettings | null>(null);
  const [channels, setChannels] = useState<ReminderChannelChoices | null>(null);
  const [quiet, setQuiet] = useState({ start: '21:00', end: '08:00' });
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const take = (loaded: ReminderSettings) => {
    setSettings(loaded);
    setChannels(loaded.channels);
    setQuiet({ start: loaded.quiet_start, end: loaded.quiet_end });
  };

  useEffect(() => {
    let current = true;
    api.settings().then(
      (loaded) => current && take(loaded),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [api]);

  const run = async (work: () => Promise<ReminderSettings | void>, done?: string) => {
    setBusy(true);
    try {
      const result = await work();
      if (result) take(result);
      if (done) stores.toasts.success(done);
    } catch {
      stores.toasts.danger(t('reminderChannels.failed'));
    } finally {
      setBusy(false);
    }
  };

  const save = () =>
    run(
      () =>
        api.saveSettings({
          channels: channels ?? undefined,
          quiet_start: quiet.start,
          quiet_end: quiet.end,
          time_zone: settings?.time_zone ?? browserTimeZone(),
        }),
      t('reminderChannels.saved'),
    );

  const enablePush = () =>
    run(async () => {
      if (!settings || !('serviceWorker' in navigator) || !('PushManager' in window)) {
        throw new Error('no push');
      }
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') throw new Error('denied');
      // The app shell registers /sw.js; registering again is harmless and covers a first visit.
      await navigator.serviceWorker.register('/sw.js');
      const registration = await navigator.serviceWorker.ready;
      const subscription = await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: urlBase64ToBytes(settings.push.public_key),
      });
      const json = subscription.toJSON();
      await api.subscribePush({
        endpoint: subscription.endpoint,
        keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
      });
      return api.settings();
    }, t('reminderChannels.push.enabled'));

  if (!settings || !channels) {
    return (
      <Text role={failed ? 'alert' : 'status'} color="fg.muted">
        {t(failed ? 'reminderChannels.failed' : 'common.loading')}
      </Text>
    );
  }

  const toggle = (kind: (typeof REMINDER_KINDS)[number], channel: Channel) =>
    setChannels({
      ...channels,
      [kind]: { ...channels[kind], [channel]: !channels[kind][channel] },
    });

  return (
    <>
      <SettingsHeading title={t('reminderChannels.title')} intro={t('reminderChannels.intro')} />
      <Stack gap="6">
        <SettingsSection title={t('reminderChannels.channelsHeading')}>
          <Box overflowX="auto">
            <chakra.table width="full" fontSize="sm">
              <thead>
                <tr>
                  <chakra.th textAlign="start" py="2">
                    {t('reminderChannels.kind')}
                  </chakra.th>
                  <chakra.th py="2">{t('reminderChannels.channel.inApp')}</chakra.th>
                  {CHANNELS.map((channel) => (
                    <chakra.th key={channel} py="2">
                      {t(`reminderChannels.channel.${channel}`)}
                    </chakra.th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {REMINDER_KINDS.map((kind) => (
                  <tr key={kind}>
                    <chakra.th scope="row" textAlign="start" fontWeight="normal" py="2">
                      {t(`reminders.kinds.${kind}`)}
                    </chakra.th>
                    <chakra.td textAlign="center">
                      <input
                        type="checkbox"
                        checked
                        disabled
                        aria-label={t('reminderChannels.cellLabel', {
                          kind: t(`reminders.kinds.${kind}`),
                          channel: t('reminderChannels.channel.inApp'),
                        })}
                      />
                    </chakra.td>
                    {CHANNELS.map((channel) => {
                      const unavailable =
                        channel === 'sms' && (!SMS_KINDS.includes(kind) || !settings.sms_available);
                      return (
                        <chakra.td key={channel} textAlign="center">
                          {channel === 'sms' && !SMS_KINDS.includes(kind) ? (
                            <Text as="span" color="fg.muted">
                              —
                            </Text>
                          ) : (
                            <input
                              type="checkbox"
                              checked={channels[kind][channel] && !unavailable}
                              disabled={unavailable}
                              onChange={() => toggle(kind, channel)}
                              aria-label={t('reminderChannels.cellLabel', {
                                kind: t(`reminders.kinds.${kind}`),
                                channel: t(`reminderChannels.channel.${channel}`),
                              })}
                            />
                          )}
                        </chakra.td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </chakra.table>
          </Box>
          {!settings.sms_available && (
            <Text mt="3" fontSize="sm" color="fg.muted">
              {t('reminderChannels.smsNeedsPhone')}
            </Text>
          )}
          <Stack direction={{ base: 'column', sm: 'row' }} gap="4" mt="5">
            <label>
              <Text fontSize="sm" fontWeight="medium">
                {t('reminderChannels.quietStart')}
              </Text>
              <input
                type="time"
                value={quiet.start}
                onChange={(event) => setQuiet({ ...quiet, start: event.target.value })}
              />
            </label>
            <label>
              <Text fontSize="sm" fontWeight="medium">
                {t('reminderChannels.quietEnd')}
              </Text>
              <input
                type="time"
                value={quiet.end}
                onChange={(event) => setQuiet({ ...quiet, end: event.target.value })}
              />
            </label>
          </Stack>
          <Text mt="2" fontSize="sm" color="fg.muted">
            {t('reminderChannels.quietHint', {
              zone: settings.time_zone ?? browserTimeZone() ?? 'UTC',
            })}
          </Text>
          <Button mt="5" onClick={() => void save()} loading={busy} colorPalette="teal">
            {t('reminderChannels.save')}
          </Button>
        </SettingsSection>

        <SettingsSection title={t('reminderChannels.push.heading')}>
          <Text fontSize="sm">
            {t('reminderChannels.push.count', { count: settings.push.subscriptions })}
          </Text>
          <Button mt="3" variant="outline" onClick={() => void enablePush()} disabled={busy}>
            {t('reminderChannels.push.enable')}
          </Button>
        </SettingsSection>

        <SettingsSection title={t('reminderChannels.calendar.heading')}>
          <Text fontSize="sm">{t('reminderChannels.calendar.intro')}</Text>
          {settings.calendar ? (
            <Stack gap="2" mt="3" fontSize="sm" wordBreak="break-all">
              <chakra.a
                href={settings.calendar.webcal_url}
                color="teal.700"
                textDecoration="underline"
              >
                {t('reminderChannels.calendar.subscribe')}
              </chakra.a>
              <Text>
                {t('reminderChannels.calendar.httpsLabel')}{' '}
                <code>{settings.calendar.https_url}</code>
              </Text>
            </Stack>
          ) : (
            <Text mt="3" fontSize="sm" color="fg.muted">
              {t('reminderChannels.calendar.none')}
            </Text>
          )}
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3" mt="4">
            <Button
              variant="outline"
              disabled={busy}
              onClick={() => void run(() => api.regenerateCalendar())}
            >
              {t(
                settings.calendar
                  ? 'reminderChannels.calendar.regenerate'
                  : 'reminderChannels.calendar.create',
              )}
            </Button>
            {settings.calendar && (
              <Button
                variant="ghost"
                disabled={busy}
                onClick={() => void run(() => api.revokeCalendar())}
              >
                {t('reminderChannels.calendar.revoke')}
              </Button>
            )}
          </Stack>
        </SettingsSection>
      </Stack>
    </>
  );
});
