import { Box, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutboxMail, OutboxSms } from '@contract/schemas/devOutbox';
import type { RouteScreenProps } from '../../app/core/routeTypes';
import { formatDateTime } from '../../i18n/dates';
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

  const when = (iso: string) => formatDateTime(iso, bcp47);

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
          <OutboxSection id="outbox-mail" title={t('devOutbox.mail')} items={state.mail}>
            {(mail) => (
              <>
                <chakra.h3 fontWeight="bold" fontSize="lg">
                  {mail.subject}
                </chakra.h3>
                <Text fontSize="sm" color="fg.muted" mt="1">
                  {t('devOutbox.to')}: {mail.to} · {t('devOutbox.sent')}: {when(mail.created_at)}
                </Text>
                <Text whiteSpace="pre-wrap" mt="3">
                  {linkify(mail.text)}
                </Text>
              </>
            )}
          </OutboxSection>
          <OutboxSection id="outbox-sms" title={t('devOutbox.sms')} items={state.sms}>
            {(sms) => (
              <>
                <Text fontSize="sm" color="fg.muted">
                  {t('devOutbox.to')}: {sms.to} · {t('devOutbox.sent')}: {when(sms.created_at)}
                </Text>
                <Text mt="2">{sms.text}</Text>
              </>
            )}
          </OutboxSection>
        </Stack>
      )}
    </PageContainer>
  );
}

/** One kind of kept message: its heading, then the messages as cards (or a line saying none). */
function OutboxSection<Item extends { id: number | string }>({
  id,
  title,
  items,
  children,
}: {
  id: string;
  title: string;
  items: readonly Item[];
  children: (item: Item) => ReactNode;
}) {
  const { t } = useTranslation('app');
  return (
    <chakra.section aria-labelledby={id}>
      <chakra.h2 id={id} fontSize="xl" fontWeight="bold" mb="3">
        {title}
      </chakra.h2>
      {items.length === 0 ? (
        <Text color="fg.muted">{t('devOutbox.empty')}</Text>
      ) : (
        <Stack as="ol" gap="4" listStyleType="none">
          {items.map((item) => (
            <Box
              as="li"
              key={item.id}
              bg="bg.surface"
              borderWidth="1px"
              borderColor="border"
              borderRadius="lg"
              p="5"
            >
              {children(item)}
            </Box>
          ))}
        </Stack>
      )}
    </chakra.section>
  );
}
