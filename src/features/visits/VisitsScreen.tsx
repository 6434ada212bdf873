import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { useLocation } from '@reach/router';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PET_LIST_MAX } from '@contract/pets/petLimits';
import { formatVisitCost } from '@contract/pets/visitCost';
import type { FileRef, Pet } from '@contract/schemas/pets';
import type { Visit } from '@contract/schemas/petVisits';
import { useAppNavigation } from '../../app/core/AppEnvironment';
import type { RouteScreenProps } from '../../app/core/routeTypes';
import { useLocale } from '../../i18n/useLocale';
import { LoadedList } from '../../ui/LoadedList';
import { VisitDetailList } from './VisitDetailList';
import { useStores } from '../../stores/StoreProvider';
import { PrimaryButton, QuietButton } from '../../ui/forms/Button';
import { AppIcon } from '../../ui/icons/AppIcon';
import { ConfirmModal } from '../../ui/modals/ConfirmModal';
import { FileLinks, isImage, useFileName, Lightbox, UploadList, useFreshFileUrls } from '../files';
import { formatDate } from '../../i18n/dates';
import { PetPageHeading, VISITS_PATH, petsLanguage, WithCurrentPet } from '../pets';
import { AddedByNote } from '../sharing';
import { VISIT_MODAL, VisitModal } from './VisitModal';

const DELETE_VISIT_MODAL = 'delete-visit';
const REMOVE_FILE_MODAL = 'remove-visit-file';
const LIGHTBOX = 'visit-lightbox';
/** Invoices, discharge notes, lab printouts: PDFs and photos of paper. */
const ATTACHMENT_ACCEPT = 'application/pdf,image/jpeg,image/png,image/webp,image/heic,image/heif';

/**
 * /pet-profile/visits: the current pet's vet visits, newest first — adding, changing and deleting
 * one, its cost in its currency, and its files (uploaded with progress and cancel, viewed in the
 * browser). `?new=1` opens the form for a new visit (the dashboard's quick action).
 */
export const VisitsScreen = observer(function VisitsScreen(_props: RouteScreenProps) {
  return <WithCurrentPet>{(pet) => <PetVisits pet={pet} />}</WithCurrentPet>;
});

const PetVisits = observer(function PetVisits({ pet }: { pet: Pet }) {
  const { t } = useTranslation('app');
  const { visits, modals, toasts } = useStores();
  const { locale } = useLocale();
  const location = useLocation();
  const nav = useAppNavigation();
  const [editing, setEditing] = useState<Visit | null>(null);
  const [deleting, setDeleting] = useState<Visit | null>(null);
  const [removing, setRemoving] = useState<{ visit: Visit; file: FileRef } | null>(null);
  const [viewing, setViewing] = useState<{ files: FileRef[]; index: number } | null>(null);
  const nameOf = useFileName();

  useEffect(() => {
    void visits.load(pet.id);
  }, [visits, pet.id]);
  const list = visits.visits.valueFor(pet.id);
  const reload = useCallback(() => void visits.load(pet.id, { force: true }), [visits, pet.id]);
  useFreshFileUrls(list?.flatMap((v) => v.attachments.map((f) => f.expires_at)) ?? [], reload);

  // The dashboard's "Add a visit" arrives with ?new=1.
  const wantsNew = new URLSearchParams(location.search).get('new') === '1';
  useEffect(() => {
    if (!wantsNew) return;
    setEditing(null);
    void modals.open(VISIT_MODAL);
    void nav.go(VISITS_PATH, { replace: true });
  }, [wantsNew, modals, nav]);

  const lastCurrency = list?.find((v) => v.currency)?.currency;
  const defaultCurrency = lastCurrency ?? (locale === 'jp' ? 'JPY' : 'USD');
  const openImage = (files: FileRef[], file: FileRef) => {
    const images = files.filter(isImage);
    setViewing({ files: images, index: Math.max(0, images.indexOf(file)) });
    void modals.open(LIGHTBOX);
  };
  const lightboxItems = useMemo(
    () =>
      (viewing?.files ?? []).map((file) => ({
        key: file.id,
        src: file.display_url ?? file.url,
        alt: nameOf(file),
      })),
    [viewing, nameOf],
  );

  return (
    <Box>
      <PetPageHeading
        title={t('visits.heading')}
        intro={t('visits.intro', { name: pet.name })}
        action={
          <PrimaryButton
            type="button"
            onClick={() => {
              setEditing(null);
              void modals.open(VISIT_MODAL);
            }}
          >
            <AppIcon icon="lucide:plus" size={18} />
            {t('visits.add')}
          </PrimaryButton>
        }
      />
      <LoadedList
        items={list}
        failed={visits.visits.state === 'failed'}
        failedText={t('visits.failed')}
        emptyText={t('visits.none')}
        gap="4"
      >
        {(visit) => (
          <VisitCard
            key={visit.id}
            pet={pet}
            visit={visit}
            language={petsLanguage(locale)}
            onEdit={() => {
              setEditing(visit);
              void modals.open(VISIT_MODAL);
            }}
            onDelete={() => {
              setDeleting(visit);
              void modals.open(DELETE_VISIT_MODAL);
            }}
            onOpenImage={(file) => openImage(visit.attachments, file)}
            onRemoveFile={(file) => {
              setRemoving({ visit, file });
              void modals.open(REMOVE_FILE_MODAL);
            }}
          />
        )}
      </LoadedList>
      <VisitModal pet={pet} visit={editing} defaultCurrency={defaultCurrency} />
      <ConfirmModal
        id={DELETE_VISIT_MODAL}
        title={t('visits.deleteTitle')}
        confirmLabel={t('visits.deleteConfirm')}
        cancelLabel={t('common.cancel')}
        busyLabel={t('common.pleaseWait')}
        onConfirm={async () => {
          if (!deleting) return;
          await visits.remove(pet.id, deleting.id);
          toasts.success(t('visits.deleted'));
        }}
      >
        {deleting && t('visits.deleteText', { reason: deleting.reason })}
      </ConfirmModal>
      <ConfirmModal
        id={REMOVE_FILE_MODAL}
        title={t('files.removeTitle')}
        confirmLabel={t('files.removeConfirm')}
        cancelLabel={t('common.cancel')}
        busyLabel={t('common.pleaseWait')}
        onConfirm={async () => {
          if (!removing) return;
          await visits.detach(pet.id, removing.visit.id, removing.file.id);
          toasts.success(t('files.removed'));
        }}
      >
        {removing && t('files.removeText', { name: nameOf(removing.file) })}
      </ConfirmModal>
      <Lightbox
        id={LIGHTBOX}
        items={lightboxItems}
        index={viewing?.index ?? 0}
        onIndexChange={(index) => setViewing((v) => (v ? { ...v, index } : v))}
      />
    </Box>
  );
});

const VisitCard = observer(function VisitCard({
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
    <chakra.li
      bg="bg.surface"
      borderWidth="1px"
      borderColor="border"
      borderRadius="xl"
      boxShadow="card"
      px={{ base: '4', md: '6' }}
      py="4"
    >
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

function AttachButton({
  label,
  describedBy,
  onFiles,
}: {
  label: string;
  describedBy: string;
  onFiles: (files: File[]) => void;
}) {
  return (
    <chakra.label
      display="inline-flex"
      alignItems="center"
      gap="2"
      mt="3"
      px="4"
      py="2"
      borderRadius="full"
      borderWidth="1px"
      borderColor="border"
      fontWeight="semibold"
      cursor="pointer"
      _hover={{ bg: 'bg.subtle' }}
      _focusWithin={{ outline: '3px solid', outlineColor: 'focusRing', outlineOffset: '2px' }}
      title={describedBy}
    >
      <AppIcon icon="lucide:paperclip" size={18} />
      {label}
      <chakra.input
        type="file"
        multiple
        accept={ATTACHMENT_ACCEPT}
        srOnly
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])];
          event.currentTarget.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </chakra.label>
  );
}
