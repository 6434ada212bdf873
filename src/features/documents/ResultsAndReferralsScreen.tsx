import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentKind, PetDocument } from '@contract/schemas/petDocuments';
import type { FileRef, Pet } from '@contract/schemas/pets';
import type { RouteScreenProps } from '../../app/core/routeTypes';
import { useLocale } from '../../i18n/useLocale';
import { useStores } from '../../stores/StoreProvider';
import { QuietButton } from '../../ui/forms/Button';
import { AppIcon } from '../../ui/icons/AppIcon';
import { AppModal } from '../../ui/modals/AppModal';
import { ConfirmModal } from '../../ui/modals/ConfirmModal';
import { FileLinks, useFileName, Lightbox, UploadList, useFreshFileUrls } from '../files';
import { formatDate } from '../../i18n/dates';
import { PetPageHeading, WithCurrentPet } from '../pets';
import { AddedByNote } from '../sharing';
import { DOCUMENT_KIND_ICONS, DOCUMENT_KINDS } from './documentKinds';
import { DocumentForm, documentFieldsOf } from './DocumentForm';
import { CARD_SURFACE } from '../../ui/cardSurface';

const EDIT_MODAL = 'edit-document';
const DELETE_MODAL = 'delete-document';
const LIGHTBOX = 'document-lightbox';

/**
 * /results-and-referrals: lab results and referral letters of the current pet — uploaded (a PDF
 * or a photo of the paper, with progress and cancel), listed newest first by the date on them,
 * filtered by kind, and viewed in the browser: a PDF in the browser's viewer in a new tab through
 * its signed URL, an image in the lightbox.
 */
export const ResultsAndReferralsScreen = observer(function ResultsAndReferralsScreen(
  _props: RouteScreenProps,
) {
  return <WithCurrentPet>{(pet) => <PetDocuments pet={pet} />}</WithCurrentPet>;
});

const PetDocuments = observer(function PetDocuments({ pet }: { pet: Pet }) {
  const { t } = useTranslation('app');
  const { documents, modals, toasts } = useStores();
  const { bcp47 } = useLocale();
  const nameOf = useFileName();
  const [filter, setFilter] = useState<DocumentKind | 'all'>('all');
  const [editing, setEditing] = useState<PetDocument | null>(null);
  const [deleting, setDeleting] = useState<PetDocument | null>(null);
  const [viewing, setViewing] = useState<FileRef | null>(null);

  useEffect(() => {
    void documents.load(pet.id);
  }, [documents, pet.id]);
  const list = documents.documents.valueFor(pet.id);
  const reload = useCallback(
    () => void documents.load(pet.id, { force: true }),
    [documents, pet.id],
  );
  useFreshFileUrls(list?.map((d) => d.file.expires_at) ?? [], reload);
  const shown = useMemo(
    () => (list ?? []).filter((d) => filter === 'all' || d.kind === filter),
    [list, filter],
  );
  const only = useCallback((meta: { petId: string }) => meta.petId === pet.id, [pet.id]);

  return (
    <Box>
      <PetPageHeading
        title={t('documents.heading')}
        intro={t('documents.intro', { name: pet.name })}
      />
      <chakra.section
        aria-labelledby="upload-document"
        {...CARD_SURFACE}
        px={{ base: '5', md: '7' }}
        py={{ base: '5', md: '6' }}
        mb="6"
      >
        <chakra.h2 id="upload-document" fontSize="lg" fontWeight="bold" mb="4">
          {t('documents.upload')}
        </chakra.h2>
        <DocumentForm
          initial={{ file: null, kind: 'lab_result', title: '', issued_on: '', notes: '' }}
          withFile
          submitLabel={t('documents.submit')}
          onSubmit={async (values) => {
            if (values.file) documents.upload(pet.id, values.file, documentFieldsOf(values));
          }}
        />
        <UploadList queue={documents.uploads} label={t('documents.uploading')} only={only} />
      </chakra.section>

      <Flex as="nav" aria-label={t('documents.filter')} gap="2" wrap="wrap" mb="4">
        {(['all', ...DOCUMENT_KINDS] as const).map((kind) => (
          <chakra.button
            key={kind}
            type="button"
            aria-pressed={filter === kind}
            onClick={() => setFilter(kind)}
            px="4"
            py="1.5"
            borderRadius="full"
            borderWidth="1px"
            borderColor={filter === kind ? 'brand.solid' : 'border'}
            bg={filter === kind ? 'brand.subtle' : 'bg.surface'}
            fontWeight="semibold"
            cursor="pointer"
          >
            {kind === 'all' ? t('documents.all') : t(`documents.kindsPlural.${kind}`)}
          </chakra.button>
        ))}
      </Flex>

      {!list ? (
        <Text role="status" color="fg.muted">
          {documents.documents.state === 'failed' ? t('documents.failed') : t('common.loading')}
        </Text>
      ) : shown.length === 0 ? (
        <Text color="fg.muted">{t('documents.none')}</Text>
      ) : (
        <chakra.ol listStyleType="none" display="grid" gap="3">
          {shown.map((document) => (
            <chakra.li
              key={document.id}
              bg="bg.surface"
              borderWidth="1px"
              borderColor="border"
              borderRadius="xl"
              px={{ base: '4', md: '5' }}
              py="4"
            >
              <Flex gap="3" align="flex-start">
                <Box color="brand.fg" pt="1">
                  <AppIcon icon={DOCUMENT_KIND_ICONS[document.kind]} size={24} />
                </Box>
                <Box flex="1" minW="0">
                  <Text fontSize="sm" color="fg.muted" fontWeight="semibold">
                    {t(`documents.kinds.${document.kind}`)}
                    {' · '}
                    {document.issued_on
                      ? formatDate(document.issued_on, bcp47, 'long')
                      : t('documents.uploadedOn', {
                          date: formatDate(document.created_at, bcp47, 'long'),
                        })}
                  </Text>
                  <chakra.h2 fontSize="lg" fontWeight="bold">
                    {document.title}
                  </chakra.h2>
                  {document.added_by && <AddedByNote addedBy={document.added_by} />}
                  {document.notes && (
                    <Text whiteSpace="pre-wrap" color="fg.muted" mt="1">
                      {document.notes}
                    </Text>
                  )}
                  <Box mt="3">
                    <FileLinks
                      files={[document.file]}
                      onOpenImage={(file) => {
                        setViewing(file);
                        void modals.open(LIGHTBOX);
                      }}
                    />
                  </Box>
                  <Flex gap="2" mt="2">
                    {/* A clinic's result or referral stays as the clinic sent it. */}
                    {!document.added_by && (
                      <QuietButton
                        type="button"
                        px="0"
                        aria-label={t('documents.editOne', { title: document.title })}
                        onClick={() => {
                          setEditing(document);
                          void modals.open(EDIT_MODAL);
                        }}
                      >
                        {t('documents.edit')}
                      </QuietButton>
                    )}
                    <QuietButton
                      type="button"
                      px={document.added_by ? '0' : undefined}
                      aria-label={t('documents.deleteOne', { title: document.title })}
                      onClick={() => {
                        setDeleting(document);
                        void modals.open(DELETE_MODAL);
                      }}
                    >
                      {t('documents.delete')}
                    </QuietButton>
                  </Flex>
                </Box>
              </Flex>
            </chakra.li>
          ))}
        </chakra.ol>
      )}

      <AppModal id={EDIT_MODAL} title={t('documents.editTitle')}>
        {editing && (
          <DocumentForm
            key={editing.id}
            initial={{
              file: null,
              kind: editing.kind,
              title: editing.title,
              issued_on: editing.issued_on ?? '',
              notes: editing.notes ?? '',
            }}
            withFile={false}
            submitLabel={t('documents.save')}
            onSubmit={async (values) => {
              await documents.update(pet.id, editing.id, documentFieldsOf(values));
              toasts.success(t('documents.saved'));
              await modals.close(EDIT_MODAL, 'action');
            }}
          />
        )}
      </AppModal>
      <ConfirmModal
        id={DELETE_MODAL}
        title={t('documents.deleteTitle', { title: deleting?.title ?? '' })}
        confirmLabel={t('documents.deleteConfirm')}
        cancelLabel={t('common.cancel')}
        busyLabel={t('common.pleaseWait')}
        onConfirm={async () => {
          if (!deleting) return;
          await documents.remove(pet.id, deleting.id);
          toasts.success(t('documents.deleted'));
        }}
      >
        {t('documents.deleteText')}
      </ConfirmModal>
      <Lightbox
        id={LIGHTBOX}
        items={
          viewing
            ? [{ key: viewing.id, src: viewing.display_url ?? viewing.url, alt: nameOf(viewing) }]
            : []
        }
        index={0}
        onIndexChange={() => undefined}
      />
    </Box>
  );
});
