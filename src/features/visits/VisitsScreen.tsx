import { Box } from '@chakra-ui/react';
import { useLocation } from '@reach/router';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FileRef, Pet } from '@contract/schemas/pets';
import type { Visit } from '@contract/schemas/petVisits';
import { useAppNavigation } from '../../app/core/AppEnvironment';
import type { RouteScreenProps } from '../../app/core/routeTypes';
import { useLocale } from '../../i18n/useLocale';
import { LoadedList } from '../../ui/LoadedList';
import { useStores } from '../../stores/StoreProvider';
import { PrimaryButton } from '../../ui/forms/Button';
import { AppIcon } from '../../ui/icons/AppIcon';
import { ConfirmModal } from '../../ui/modals/ConfirmModal';
import { isImage, useFileName, Lightbox, useFreshFileUrls } from '../files';
import { PetPageHeading, VISITS_PATH, petsLanguage, WithCurrentPet } from '../pets';
import { VisitCard } from './VisitCard';
import { VISIT_MODAL, VisitModal } from './VisitModal';

const DELETE_VISIT_MODAL = 'delete-visit';
const REMOVE_FILE_MODAL = 'remove-visit-file';
const LIGHTBOX = 'visit-lightbox';

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
