import { Box, Text } from '@chakra-ui/react';
import { Formik } from 'formik';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppNavigation } from '../../../app/core/AppEnvironment';
import type { RouteScreenProps } from '../../../app/core/routeTypes';
import { useStores } from '../../../stores/StoreProvider';
import { ValidatedForm } from '../../../ui/forms/ValidatedForm';
import { ConfirmModal } from '../../../ui/modals/ConfirmModal';
import type { ContentKind } from '../adminApi';
import { contentListPath, isContentKind } from '../adminPaths';
import { rebuildsSite } from '../AdminStore';
import { AdminPage } from '../shared/AdminPage';
import { SiteBuildPanel } from '../siteBuild/SiteBuildPanel';
import type { PickerRequest } from './ContentFields';
import type { FormValues } from './contentForms';
import { EditorActions } from './EditorActions';
import { EditorIntro, EditorLinks } from './EditorHeading';
import { EditorViews } from './EditorViews';
import { IMAGE_PICKER, ImagePickerModal } from './ImagePickerModal';
import { useContentEditor } from './useContentEditor';

const UNPUBLISH_MODAL = 'admin-unpublish';

/**
 * /admin/content/{kind}/new and /admin/content/{kind}/{id}: the editor of one record — its
 * fields (rich text for bodies, pictures uploaded through the product's upload path), a preview
 * drawn by the site's own components, save as draft, publish and unpublish, and the site's
 * rebuild after a public change, live.
 */
export const ContentEditorScreen = observer(function ContentEditorScreen({
  params,
}: RouteScreenProps) {
  const kind = params.kind;
  // /admin/content/{kind}/new has no id parameter.
  const id = params.id === undefined || params.id === 'new' ? null : Number(params.id);
  if (!isContentKind(kind)) return null;
  return <Editor key={`${kind}/${id ?? 'new'}`} kind={kind} id={id} />;
});

const Editor = observer(function Editor({ kind, id }: { kind: ContentKind; id: number | null }) {
  const { t } = useTranslation('app');
  const { modals } = useStores();
  const nav = useAppNavigation();
  const [picker, setPicker] = useState<PickerRequest | null>(null);
  const editor = useContentEditor(kind, id);
  const { record, busy, published, title, unpublish } = editor;

  if (id !== null && !record) {
    return (
      <AdminPage title={t(`admin.kinds.${kind}.title`)}>
        <Text role="status" color="fg.muted">
          {editor.loadFailed ? t('admin.list.failed') : t('common.loading')}
        </Text>
      </AdminPage>
    );
  }

  return (
    <AdminPage
      title={title}
      back={{ to: nav.pathTo(contentListPath(kind)), label: t(`admin.kinds.${kind}.backToList`) }}
      intro={<EditorIntro record={record} />}
      actions={<EditorLinks kind={kind} record={record} sitePath={editor.sitePath} />}
    >
      <Formik<FormValues>
        initialValues={editor.initialValues}
        validationSchema={editor.schema}
        enableReinitialize
        onSubmit={editor.submit}
      >
        {(form) => (
          <ValidatedForm aria-label={title}>
            <EditorViews
              kind={kind}
              values={form.values}
              publishedAt={record?.published_at ?? null}
              formAlert={editor.formAlert}
              onPickImage={(request) => {
                setPicker(request);
                void modals.open(IMAGE_PICKER);
              }}
            />
            <EditorActions
              kind={kind}
              published={published}
              submitting={form.isSubmitting}
              busy={busy}
              onPublish={() => void editor.publish(form)}
              onUnpublish={() => void modals.open(UNPUBLISH_MODAL)}
            />
          </ValidatedForm>
        )}
      </Formik>

      {record && rebuildsSite(kind) && (
        <Box mt="8">
          <SiteBuildPanel />
        </Box>
      )}

      <ImagePickerModal
        askAlt={picker?.askAlt ?? false}
        onChoose={(image) => picker?.onChoose(image)}
      />
      {record && (
        <ConfirmModal
          id={UNPUBLISH_MODAL}
          title={t('admin.editor.unpublishTitle')}
          confirmLabel={t('admin.editor.unpublishConfirm')}
          cancelLabel={t('common.cancel')}
          busyLabel={t('common.pleaseWait')}
          onConfirm={() => unpublish(record.id)}
        >
          {t(rebuildsSite(kind) ? 'admin.editor.unpublishText' : 'admin.editor.unpublishTextApp', {
            title,
          })}
        </ConfirmModal>
      )}
    </AdminPage>
  );
});
