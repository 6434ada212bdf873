import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VetQuestionSummary } from '@contract/schemas/vetQuestions';
import { useAppNavigation } from '../../app/core/AppEnvironment';
import type { RouteScreenProps } from '../../app/core/routeTypes';
import { useLocale } from '../../i18n/useLocale';
import { useStores } from '../../stores/StoreProvider';
import { AppLink } from '../../ui/AppLink';
import { LevelBadge } from '../triage-result';
import { createAskVetApi } from './askVetApi';
import { vetQuestionPath } from './askVetPaths';
import { waitingTime } from './waitingTime';

/**
 * /vet/questions: conversations keepers sent to the clinic with a question. The clinic's turn
 * first, most urgent first, then longest waiting (the server's order), each with how long it has
 * waited; the ones answered wait for the keeper, below.
 */
export function VetQuestionsScreen(_props: RouteScreenProps) {
  const { t } = useTranslation('app');
  const { http } = useStores();
  const { bcp47 } = useLocale();
  const nav = useAppNavigation();
  const api = useMemo(() => createAskVetApi(http), [http]);
  const [list, setList] = useState<VetQuestionSummary[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    api.queue().then(setList, () => setFailed(true));
  }, [api]);

  const now = new Date();
  return (
    <Box>
      <chakra.h1 fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold" lineHeight="short">
        {t('askVet.queue.title')}
      </chakra.h1>
      <Text color="fg.muted" mt="2">
        {t('askVet.queue.intro')}
      </Text>
      {list === null ? (
        <Text role="status" color="fg.muted" mt="6">
          {failed ? t('askVet.queue.failed') : t('common.loading')}
        </Text>
      ) : list.length === 0 ? (
        <Text mt="6">{t('askVet.queue.empty')}</Text>
      ) : (
        <chakra.ul listStyleType="none" p="0" mt="6" display="grid" gap="3">
          {list.map((q) => (
            <li key={q.id}>
              <AppLink
                to={nav.pathTo(vetQuestionPath(q.id))}
                display="block"
                borderWidth="1px"
                borderRadius="lg"
                p="4"
                _hover={{ bg: 'bg.subtle' }}
              >
                <Flex gap="2" align="center" wrap="wrap">
                  <Text fontWeight="bold">{q.pet_name}</Text>
                  <Text color="fg.muted">{t('askVet.queue.keeper', { name: q.keeper_name })}</Text>
                  {q.level && <LevelBadge level={q.level} />}
                </Flex>
                <Text mt="1" overflowWrap="anywhere" lineClamp={2}>
                  {q.question}
                </Text>
                <Text mt="1" fontSize="sm" color="fg.muted">
                  {q.status === 'waiting_for_clinic' && q.waiting_since
                    ? t('askVet.queue.waiting', { time: waitingTime(q.waiting_since, now, bcp47) })
                    : t('askVet.queue.waitingForKeeper')}
                </Text>
              </AppLink>
            </li>
          ))}
        </chakra.ul>
      )}
    </Box>
  );
}
