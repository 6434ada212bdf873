import { Box, chakra, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Visit } from '@contract/schemas/petVisits';
import { useLocale } from '../../i18n/useLocale';
import { LoadedList } from '../../ui/LoadedList';
import { VisitDetailList } from '../visits';
import { useStores } from '../../stores/StoreProvider';
import { SecondaryButton } from '../../ui/forms/Button';
import { AppIcon } from '../../ui/icons/AppIcon';
import { FileLinks } from '../files';
import { formatDate } from '../../i18n/dates';
import { AddedByNote } from '../sharing';
import { useOpenImage } from './PatientImages';
import { VisitNoteForm } from './VisitNoteForm';

/** The shared visits, newest first, and the form a vet adds a visit note with. */
export const VetVisitsSection = observer(function VetVisitsSection({
  petId,
  petName,
}: {
  petId: string;
  petName: string;
}) {
  const { t } = useTranslation('app');
  const { vet, toasts } = useStores();
  const [adding, setAdding] = useState(false);
  useEffect(() => {
    void vet.visits.load(petId, { force: true });
  }, [vet, petId]);
  const list = vet.visits.valueFor(petId);
  return (
    <Box>
      {adding ? (
        <chakra.section
          aria-labelledby="add-visit-note"
          borderWidth="1px"
          borderColor="border"
          borderRadius="lg"
          p="4"
          mb="4"
        >
          <chakra.h3 id="add-visit-note" fontSize="lg" fontWeight="bold" mb="3">
            {t('vets.patient.addVisitTitle', { name: petName })}
          </chakra.h3>
          <VisitNoteForm
            onSubmit={async (body) => {
              await vet.addVisit(petId, body);
              toasts.success(t('vets.patient.visitAdded', { name: petName }));
              setAdding(false);
            }}
          />
        </chakra.section>
      ) : (
        <SecondaryButton type="button" mb="4" onClick={() => setAdding(true)}>
          <AppIcon icon="lucide:plus" size={18} />
          {t('vets.patient.addVisit')}
        </SecondaryButton>
      )}
      <LoadedList
        items={list}
        failed={vet.visits.state === 'failed'}
        failedText={t('vets.patient.failed')}
        emptyText={t('vets.patient.noVisits')}
        gap="3"
      >
        {(visit) => <VisitItem key={visit.id} visit={visit} />}
      </LoadedList>
    </Box>
  );
});

function VisitItem({ visit }: { visit: Visit }) {
  const { t } = useTranslation('app');
  const { bcp47 } = useLocale();
  const openImage = useOpenImage();
  const where = [visit.clinic, visit.vet_name].filter(Boolean).join(' · ');
  const details: [string, string | null][] = [
    [t('vets.patient.diagnosis'), visit.diagnosis],
    [t('vets.patient.treatment'), visit.treatment],
    [t('vets.patient.notes'), visit.notes],
  ];
  return (
    <chakra.li borderTopWidth="1px" borderColor="border" pt="3">
      <Text fontSize="sm" color="fg.muted" fontWeight="semibold">
        <chakra.time dateTime={visit.visited_on}>
          {formatDate(visit.visited_on, bcp47, 'long')}
        </chakra.time>
      </Text>
      <chakra.h3 fontSize="md" fontWeight="bold">
        {visit.reason}
      </chakra.h3>
      {where && <Text color="fg.muted">{where}</Text>}
      {visit.added_by && <AddedByNote addedBy={visit.added_by} />}
      <VisitDetailList details={details} mt="2" gap="1.5" />
      {visit.attachments.length > 0 && (
        <Box mt="2">
          <FileLinks files={visit.attachments} onOpenImage={openImage} />
        </Box>
      )}
    </chakra.li>
  );
}
