import { Flex } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PrimaryButton, SecondaryButton } from '../../../ui/forms/Button';
import { AppIcon } from '../../../ui/icons/AppIcon';
import type { ContentKind } from '../adminApi';
import { rebuildsSite } from '../AdminStore';

/**
 * The editor's sticky bar: save (as a draft, or the live record's changes), then publish or
 * unpublish; every button waits while one of them is busy.
 */
export function EditorActions({
  kind,
  published,
  submitting,
  busy,
  onPublish,
  onUnpublish,
}: {
  kind: ContentKind;
  published: boolean;
  submitting: boolean;
  busy: 'publish' | 'unpublish' | null;
  onPublish: () => void;
  onUnpublish: () => void;
}) {
  const { t } = useTranslation('app');
  return (
    <Flex
      gap="2"
      wrap="wrap"
      mt="6"
      pt="4"
      borderTopWidth="1px"
      borderColor="border"
      position="sticky"
      bottom="0"
      bg="bg"
      pb="2"
      zIndex="1"
    >
      <PrimaryButton
        type="submit"
        disabled={submitting || busy !== null}
        aria-busy={submitting || undefined}
      >
        {submitting
          ? t('common.pleaseWait')
          : !published
            ? t('admin.editor.saveDraft')
            : rebuildsSite(kind)
              ? t('admin.editor.saveChanges')
              : t('admin.editor.saveChangesApp')}
      </PrimaryButton>
      {!published ? (
        <SecondaryButton
          type="button"
          disabled={submitting || busy !== null}
          aria-busy={busy === 'publish' || undefined}
          onClick={onPublish}
        >
          <AppIcon icon="lucide:send" size={18} />
          {busy === 'publish' ? t('common.pleaseWait') : t('admin.editor.publish')}
        </SecondaryButton>
      ) : (
        <SecondaryButton type="button" disabled={submitting || busy !== null} onClick={onUnpublish}>
          {t('admin.editor.unpublish')}
        </SecondaryButton>
      )}
    </Flex>
  );
}
