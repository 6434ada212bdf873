import { Box, chakra, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteScreenProps } from '../../app/core/routeTypes';
import { formatDate } from '../../i18n/dates';
import { useLocale } from '../../i18n/useLocale';
import { useStores } from '../../stores/StoreProvider';
import { AffiliateNav } from './AffiliateNav';
import { RulesText } from './RulesText';

/** /affiliate-program/program-rules: the current rules, their version and when they were accepted. */
export const ProgramRulesScreen = observer(function ProgramRulesScreen(_props: RouteScreenProps) {
  const { t } = useTranslation('app');
  const { affiliate } = useStores();
  const { bcp47 } = useLocale();
  const textKey = affiliate.textKey;
  const userKey = affiliate.userKey;
  useEffect(() => {
    void affiliate.loadRules();
  }, [affiliate, textKey]);
  useEffect(() => {
    void affiliate.loadStatus();
  }, [affiliate, userKey]);
  const rules = affiliate.rules.valueFor(textKey);
  const acceptedAt = affiliate.currentStatus?.rules.accepted_at ?? null;
  return (
    <>
      <AffiliateNav />
      <Stack gap="6" maxW="48rem">
        <Box>
          <chakra.h1 fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold" lineHeight="short">
            {t('affiliate.rules.title')}
          </chakra.h1>
          {rules && (
            <Text color="fg.muted" mt="2">
              {t('affiliate.rules.version', { version: rules.version })}
              {acceptedAt &&
                ` · ${t('affiliate.rules.acceptedOn', { date: formatDate(acceptedAt, bcp47, 'long') })}`}
            </Text>
          )}
        </Box>
        {!rules ? (
          <Text role="status" color="fg.muted">
            {affiliate.rules.state === 'failed' ? t('affiliate.loadFailed') : t('common.loading')}
          </Text>
        ) : (
          <Box
            bg="bg.surface"
            borderWidth="1px"
            borderColor="border"
            borderRadius="xl"
            p={{ base: '5', md: '7' }}
          >
            <RulesText rules={rules} headingLevel={2} />
          </Box>
        )}
      </Stack>
    </>
  );
});
