import { Box, chakra, Flex, Image, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { FileRef } from '@contract/schemas/pets';
import type { VetQuestion } from '@contract/schemas/vetQuestions';
import { useLocale } from '../../i18n/useLocale';
import { formatDateTime } from '../../i18n/dates';
import { LevelBadge } from '../triage-result';

export function PhotoStrip({ photos }: { photos: readonly FileRef[] }) {
  const { t } = useTranslation('app');
  if (photos.length === 0) return null;
  return (
    <Flex gap="2" wrap="wrap" mt="2">
      {photos.map((photo) => (
        <chakra.a
          key={photo.id}
          href={photo.display_url ?? photo.url}
          target="_blank"
          rel="noreferrer"
          display="block"
        >
          <Image
            src={photo.thumbnail_url ?? photo.url}
            alt={photo.name ?? t('askVet.photo')}
            w="24"
            h="24"
            objectFit="cover"
            borderRadius="md"
          />
        </chakra.a>
      ))}
    </Flex>
  );
}

/**
 * A question as sent (the keeper's messages of the conversation, the level and its reasons) and
 * the messages since, the clinic's marked as the clinic's. The same view for the keeper and the vet.
 */
export function QuestionView({
  question,
  showSnapshot = true,
}: {
  question: VetQuestion;
  showSnapshot?: boolean;
}) {
  const { t } = useTranslation('app');
  const { bcp47 } = useLocale();
  return (
    <Box>
      {showSnapshot && (
        <Box borderWidth="1px" borderRadius="lg" p="4" mb="4" bg="bg.subtle">
          <Flex gap="2" align="center" wrap="wrap" mb="2">
            <Text fontWeight="semibold">{t('askVet.sentConversation')}</Text>
            {question.level && <LevelBadge level={question.level} />}
          </Flex>
          {question.reasons.length > 0 && (
            <Box mb="3">
              <Text fontSize="sm" color="fg.muted">
                {t('askVet.reasons')}
              </Text>
              <chakra.ul pl="5" listStyleType="disc">
                {question.reasons.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </chakra.ul>
            </Box>
          )}
          <Text fontSize="sm" color="fg.muted">
            {t('askVet.keeperMessages')}
          </Text>
          <chakra.ol listStyleType="none" p="0" m="0">
            {question.conversation.map((message) => (
              <chakra.li key={message.created_at + message.text} mt="1" overflowWrap="anywhere">
                <chakra.span color="fg.muted" fontSize="sm" mr="2">
                  {formatDateTime(message.created_at, bcp47)}
                </chakra.span>
                {message.text}
              </chakra.li>
            ))}
          </chakra.ol>
        </Box>
      )}
      <chakra.ol listStyleType="none" p="0" m="0" display="flex" flexDirection="column" gap="3">
        {question.messages.map((message) => {
          const clinic = message.author === 'clinic';
          return (
            <chakra.li
              key={message.id}
              data-author={message.author}
              borderWidth="1px"
              borderRadius="lg"
              p="3"
              ms={clinic ? '0' : { base: '4', md: '12' }}
              me={clinic ? { base: '4', md: '12' } : '0'}
              borderColor={clinic ? 'brand.fg' : 'border'}
              bg={clinic ? 'brand.subtle' : 'bg'}
            >
              <Text fontSize="sm" fontWeight="semibold">
                {clinic
                  ? t('askVet.fromClinic', {
                      clinic: question.clinic.name,
                      vet: message.author_name,
                    })
                  : t('askVet.fromKeeper', { name: message.author_name })}
                <chakra.span color="fg.muted" fontWeight="normal" ms="2">
                  {formatDateTime(message.created_at, bcp47)}
                </chakra.span>
              </Text>
              <Text mt="1" whiteSpace="pre-wrap" overflowWrap="anywhere">
                {message.text}
              </Text>
              {message.asks_for_photo && (
                <Text mt="1" fontSize="sm" fontWeight="semibold">
                  {t('askVet.photoAsked')}
                </Text>
              )}
              <PhotoStrip photos={message.photos} />
            </chakra.li>
          );
        })}
      </chakra.ol>
    </Box>
  );
}
