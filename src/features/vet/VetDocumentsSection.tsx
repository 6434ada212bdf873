import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PetDocument } from '@contract/schemas/petDocuments';
import { useLocale } from '../../i18n/useLocale';
import { useStores } from '../../stores/StoreProvider';
import { SecondaryButton } from '../../ui/forms/Button';
import { AppIcon } from '../../ui/icons/AppIcon';
import { DOCUMENT_KIND_ICONS, DocumentForm, documentFieldsOf } from '../documents';
import { FileLinks, UploadList } from '../files';
import { formatDate } from '../../i18n/dates';
import { AddedByNote } from '../sharing';
import { useOpenImage } from './PatientImages';

/** The shared results and referrals, newest first, and the form a vet adds one with. */
export const VetDocumentsSection = observer(function VetDocumentsSection({
  petId,
  petName,
}: {
  petId: string;
  petName: string;
}) {
  const { t } = useTranslation('app');
  const { vet } = useStores();
  const [adding, setAdding] = useState(false);
  useEffect(() => {
    void vet.documents.load(petId, { force: true });
  }, [vet, petId]);
  const list = vet.documents.valueFor(petId);
  const only = useCallback((meta: { petId: string }) => meta.petId === petId, [petId]);
  return (
    <Box>
      {adding ? (
        <chakra.section
          aria-labelledby="add-vet-document"
          borderWidth="1px"
          borderColor="border"
          borderRadius="lg"
          p="4"
          mb="4"
        >
          <Flex justify="space-between" align="center" gap="3" mb="3" wrap="wrap">
            <chakra.h3 id="add-vet-document" fontSize="lg" fontWeight="bold">
              {t('vets.patient.addDocumentTitle', { name: petName })}
            </chakra.h3>
            <SecondaryButton type="button" onClick={() => setAdding(false)}>
              {t('common.cancel')}
            </SecondaryButton>
          </Flex>
          <DocumentForm
            initial={{ file: null, kind: 'referral', title: '', issued_on: '', notes: '' }}
            withFile
            submitLabel={t('vets.patient.sendDocument')}
            onSubmit={async (values) => {
              if (values.file) vet.uploadDocument(petId, values.file, documentFieldsOf(values));
            }}
          />
        </chakra.section>
      ) : (
        <SecondaryButton type="button" mb="4" onClick={() => setAdding(true)}>
          <AppIcon icon="lucide:plus" size={18} />
          {t('vets.patient.addDocument')}
        </SecondaryButton>
      )}
      <UploadList queue={vet.uploads} label={t('vets.patient.documentsUploading')} only={only} />
      {!list ? (
        <Text role="status" color="fg.muted">
          {vet.documents.state === 'failed' ? t('vets.patient.failed') : t('common.loading')}
        </Text>
      ) : list.length === 0 ? (
        <Text color="fg.muted" mt="2">
          {t('vets.patient.noDocuments')}
        </Text>
      ) : (
        <chakra.ol listStyleType="none" display="grid" gap="3" mt="2">
          {list.map((document) => (
            <DocumentItem key={document.id} document={document} />
          ))}
        </chakra.ol>
      )}
    </Box>
  );
});

function DocumentItem({ document }: { document: PetDocument }) {
  const { t } = useTranslation('app');
  const { bcp47 } = useLocale();
  const openImage = useOpenImage();
  return (
    <chakra.li borderTopWidth="1px" borderColor="border" pt="3">
      <Flex gap="3" align="flex-start">
        <Box color="brand.fg" pt="1">
          <AppIcon icon={DOCUMENT_KIND_ICONS[document.kind]} size={22} />
        </Box>
        <Box flex="1" minW="0">
          <Text fontSize="sm" color="fg.muted" fontWeight="semibold">
            {t(`documents.kinds.${document.kind}`)}
            {' · '}
            {formatDate(document.issued_on ?? document.created_at, bcp47, 'long')}
          </Text>
          <chakra.h3 fontSize="md" fontWeight="bold">
            {document.title}
          </chakra.h3>
          {document.added_by && <AddedByNote addedBy={document.added_by} />}
          {document.notes && (
            <Text whiteSpace="pre-wrap" color="fg.muted" mt="1">
              {document.notes}
            </Text>
          )}
          <Box mt="2">
            <FileLinks files={[document.file]} onOpenImage={openImage} />
          </Box>
        </Box>
      </Flex>
    </chakra.li>
  );
}
