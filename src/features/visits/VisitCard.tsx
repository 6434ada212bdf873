import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { PET_LIST_MAX } from '@contract/pets/petLimits';
import { formatVisitCost } from '@contract/pets/visitCost';
import type { FileRef, Pet } from '@contract/schemas/pets';
import type { Visit } from '@contract/schemas/petVisits';
import { useLocale } from '../../i18n/useLocale';
import { useStores } from '../../stores/StoreProvider';
import { QuietButton } from '../../ui/forms/Button';
import { FileLinks, UploadList } from '../files';
import { formatDate } from '../../i18n/dates';
import { AddedByNote } from '../sharing';
import { AttachButton } from './AttachButton';
import { VisitDetailList } from './VisitDetailList';
import { CARD_SURFACE } from '../../ui/cardSurface';

/**
 * One visit in the list: when, why, where, its cost, the details, its files (with their uploads
 * on their way) and its actions. A clinic's visit note can be deleted, not edited.
 */
export const VisitCard = observer(function VisitCard({
  pet,
  visit,
  language,
  onEdit,
  onDelete,
  onOpenImage,
  onRemoveFile,
}: {
  pet: Pet;
  visit: Visit;
  language: 'en' | 'jp';
  onEdit: () => void;
  onDelete: () => void;
  onOpenImage: (file: FileRef) => void;
  onRemoveFile: (file: FileRef) => void;
}) {
  const { t } = useTranslation('app');
  const { visits } = useStores();
  const { bcp47 } = useLocale();
  const only = (meta: { visitId: string }) => meta.visitId === visit.id;
  const details: [string, string | null][] = [
    [t('visits.diagnosis'), visit.diagnosis],
    [t('visits.treatment'), visit.treatment],
    [t('visits.notes'), visit.notes],
  ];
  const where = [visit.clinic, visit.vet_name].filter(Boolean).join(' · ');
  const clinicNote = visit.added_by !== null;
  return (
    <chakra.li {...CARD_SURFACE} px={{ base: '4', md: '6' }} py="4">
      <chakra.article aria-labelledby={`visit-${visit.id}`}>
        <Flex gap="3" justify="space-between" align="flex-start" wrap="wrap">
          <Box minW="0">
            <Text fontSize="sm" color="fg.muted" fontWeight="semibold">
              <chakra.time dateTime={visit.visited_on}>
                {formatDate(visit.visited_on, bcp47, 'long')}
              </chakra.time>
            </Text>
            <chakra.h2 id={`visit-${visit.id}`} fontSize="lg" fontWeight="bold">
              {visit.reason}
            </chakra.h2>
            {where && <Text color="fg.muted">{where}</Text>}
            {visit.added_by && <AddedByNote addedBy={visit.added_by} />}
          </Box>
          {visit.cost_minor !== null && visit.currency && (
            <Text fontWeight="bold" fontSize="lg">
              <chakra.span srOnly>{t('visits.cost')}: </chakra.span>
              {formatVisitCost(visit.cost_minor, visit.currency, language)}
            </Text>
          )}
        </Flex>
        <VisitDetailList details={details} mt="3" gap="2" />
        <Box mt="4">
          <Text fontSize="sm" fontWeight="semibold" color="fg.muted" mb="2">
            {t('visits.files')}
          </Text>
          <FileLinks
            files={visit.attachments}
            onOpenImage={onOpenImage}
            onRemove={clinicNote ? undefined : onRemoveFile}
          />
          <UploadList queue={visits.attachments} label={t('visits.filesUploading')} only={only} />
          {!clinicNote && visit.attachments.length < PET_LIST_MAX.visitAttachments && (
            <AttachButton
              label={t('visits.attach')}
              describedBy={t('visits.attachHint')}
              onFiles={(files) => visits.attach(pet.id, visit.id, files)}
            />
          )}
        </Box>
        <Flex gap="2" mt="3" borderTopWidth="1px" borderColor="border" pt="3">
          {/* A clinic's visit note stays as the clinic wrote it: it can be deleted, not edited. */}
          {!clinicNote && (
            <QuietButton type="button" px="0" onClick={onEdit}>
              {t('visits.edit')}
            </QuietButton>
          )}
          <QuietButton type="button" px={clinicNote ? '0' : undefined} onClick={onDelete}>
            {t('visits.delete')}
          </QuietButton>
        </Flex>
      </chakra.article>
    </chakra.li>
  );
});
