import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VetQuestionSummary } from '@contract/schemas/vetQuestions';
import { useAppNavigation } from '../../app/core/AppEnvironment';
import { useStores } from '../../stores/StoreProvider';
import { AppLink } from '../../ui/AppLink';
import { threadPath } from '../chat';
import { LevelBadge } from '../triage-result';
import { createAskVetApi } from './askVetApi';

/**
 * The pet's questions to clinics (with the chat's past conversations): each leads to its
 * conversation, where the clinic's answers are. Nothing shows while there is none.
 */
export function PetQuestionsList({ petId }: { petId: string }) {
  const { t } = useTranslation('app');
  const { http } = useStores();
  const nav = useAppNavigation();
  const api = useMemo(() => createAskVetApi(http), [http]);
  const [list, setList] = useState<VetQuestionSummary[]>([]);
  useEffect(() => {
    let current = true;
    api.forPet(petId).then(
      (questions) => current && setList(questions),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [api, petId]);
  if (list.length === 0) return null;
  return (
    <Box as="section" mb="6" aria-labelledby="pet-questions-title">
      <chakra.h2 id="pet-questions-title" fontSize="lg" fontWeight="bold" mb="2">
        {t('askVet.list.title')}
      </chakra.h2>
      <chakra.ul listStyleType="none" p="0" display="grid" gap="2">
        {list.map((q) => (
          <li key={q.id}>
            <AppLink
              to={nav.pathTo(threadPath(q.thread_id))}
              display="block"
              borderWidth="1px"
              borderRadius="lg"
              p="3"
              _hover={{ bg: 'bg.subtle' }}
            >
              <Flex gap="2" align="center" wrap="wrap">
                <Text fontWeight="semibold">
                  {t(`askVet.status.${q.status}`, { clinic: q.clinic.name })}
                </Text>
                {q.level && <LevelBadge level={q.level} />}
              </Flex>
              <Text mt="1" overflowWrap="anywhere" lineClamp={2}>
                {q.question}
              </Text>
            </AppLink>
          </li>
        ))}
      </chakra.ul>
    </Box>
  );
}
