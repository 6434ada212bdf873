import { Box, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutboxMail, OutboxSms } from '@contract/schemas/devOutbox';
import type { RouteScreenProps } from '../../app/core/routeTypes';
import { useLocale } from '../../i18n/useLocale';
import { useStores } from '../../stores/StoreProvider';
import { SecondaryButton } from '../../ui/forms/Button';
import { FormAlert } from '../../ui/forms/FormAlert';
import { linkify } from './linkify';
import { PageContainer } from '../../ui/PageContainer';

type Loaded =
  | { status: 'loading' }
  | { status: 'off' }
  | { status: 'ready'; mail: OutboxMail[]; sms: OutboxSms[] };

/**
 * /dev/outbox: the demo's kept emails and text messages (newest first), so a demo user can follow
 * a reset link or read a verification code. It shows nothing when the server sends for real.
 */
export function DevOutboxScreen(_props: RouteScreenProps) {
  const { t } = useTranslation('app');
  const { bcp47 } = useLocale();
  const stores = useStores();
  const [state, setState] = useState<Loaded>({ status: 'loading' });

  const load = useCallback(async () => {
    try {
      const [mail, sms] = await Promise.all([
        stores.api.devOutbox.mail(),
        stores.api.devOutbox.sms().catch(() => [] as OutboxSms[]),
      ]);
      setState({ status: 'ready', mail, sms });
    } catch {
      setState({ status: 'off' });
    }
  }, [stores]);

  useEffect(() => {
    void load();
  }, [load]);

  const when = (iso: string) =>
    new Intl.DateTimeFormat(bcp47, { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(iso),
    );

  return (
    <PageContainer py={{ base: '8', md: '12' }}>
      <Flex justify="space-between" align="flex-start" gap="4" wrap="wrap" mb="6">
        <Box maxW="prose">
          <chakra.h1 fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold">
            {t('devOutbox.title')}
          </chakra.h1>
          <Text color="fg.muted" mt="2">
            {t('devOutbox.intro')}
          </Text>
        </Box>
        {state.status === 'ready' && (
          <SecondaryButton type="button" onClick={() => void load()}>
            {t('devOutbox.refresh')}
          </SecondaryButton>
        )}
      </Flex>
      {state.status === 'loading' && (
        <Text role="status" color="fg.muted">
          {t('common.loading')}
        </Text>
      )}
      {state.status === 'off' && <FormAlert tone="info">{t('devOutbox.off')}</FormAlert>}
      {state.status === 'ready' && (
        <Stack gap="10">
          <chakra.section aria-labelledby="outbox-mail">
            <chakra.h2 id="outbox-mail" fontSize="xl" fontWeight="bold" mb="3">
              {t('devOutbox.mail')}
            </chakra.h2>
            {state.mail.length === 0 ? (
              <Text color="fg.muted">{t('devOutbox.empty')}</Text>
            ) : (
              <Stack as="ol" gap="4" listStyleType="none">
                {state.mail.map((mail) => (
                  <Box
                    as="li"
                    key={mail.id}
                    bg="bg.surface"
                    borderWidth="1px"
                    borderColor="border"
                    borderRadius="lg"
                    p="5"
                  >
                    <chakra.h3 fontWeight="bold" fontSize="lg">
                      {mail.subject}
                    </chakra.h3>
                    <Text fontSize="sm" color="fg.muted" mt="1">
                      {t('devOutbox.to')}: {mail.to} · {t('devOutbox.sent')}:{' '}
                      {when(mail.created_at)}
                    </Text>
                    <Text whiteSpace="pre-wrap" mt="3">
                      {linkify(mail.text)}
                    </Text>
                  </Box>
                ))}
              </Stack>
            )}
          </chakra.section>
          <chakra.section aria-labelledby="outbox-sms">
            <chakra.h2 id="outbox-sms" fontSize="xl" fontWeight="bold" mb="3">
              {t('devOutbox.sms')}
            </chakra.h2>
            {state.sms.length === 0 ? (
              <Text color="fg.muted">{t('devOutbox.empty')}</Text>
            ) : (
              <Stack as="ol" gap="3" listStyleType="none">
                {state.sms.map((sms) => (
                  <Box
                    as="li"
                    key={sms.id}
                    bg="bg.surface"
                    borderWidth="1px"
                    borderColor="border"
                    borderRadius="lg"
                    p="4"
                  >
                    <Text fontSize="sm" color="fg.muted">
                      {t('devOutbox.to')}: {sms.to} · {t('devOutbox.sent')}: {when(sms.created_at)}
                    </Text>
                    <Text mt="2">{sms.text}</Text>
                  </Box>
                ))}
              </Stack>
            )}
          </chakra.section>
        </Stack>
      )}
    </PageContainer>
  );
}
