import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { Formik, Form, type FormikHelpers, type FormikProps } from 'formik';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localePath, SYSTEM_LOCALES, type Locale } from '@contract/locales';
import { useAppNavigation } from '../../../app/core/AppEnvironment';
import type { RouteScreenProps } from '../../../app/core/routeTypes';
import { useLocale } from '../../../i18n/useLocale';
import { useStores } from '../../../stores/StoreProvider';
import { PrimaryButton, SecondaryButton } from '../../../ui/forms/Button';
import { FocusFirstError } from '../../../ui/forms/FocusFirstError';
import { messageLines, useApiFormSubmit } from '../../../ui/forms/useApiFormSubmit';
import { AppIcon } from '../../../ui/icons/AppIcon';
import { ConfirmModal } from '../../../ui/modals/ConfirmModal';
import { careItemPath, cityPath } from '../../care/carePaths';
import { faqArticlePath, newsArticlePath } from '../../content/newsPaths';
import type { ContentKind, ContentView } from '../adminApi';
import { auditPathFor, contentEditPath, contentListPath, isContentKind } from '../adminPaths';
import { rebuildsSite } from '../AdminStore';
import { AdminPage } from '../shared/AdminPage';
import { LinkButton } from '../../../ui/LinkButton';
import { formatDateTime } from '../shared/formatDateTime';
import { StatusBadge } from '../shared/StatusBadge';
import { SiteBuildPanel } from '../siteBuild/SiteBuildPanel';
import { ContentFields, type PickerRequest } from './ContentFields';
import { fieldNames, KIND_FORMS, type FormValues } from './contentForms';
import { ContentPreview } from './ContentPreview';
import { contentTitle, KIND_AUDIT_TYPES } from './contentLabels';
import { IMAGE_PICKER, ImagePickerModal } from './ImagePickerModal';
import { loadSanitizer, useHtmlSanitizer } from './useHtmlSanitizer';

const UNPUBLISH_MODAL = 'admin-unpublish';
/** Fields holding HTML: cleaned by the site's sanitiser before they are sent. */
const HTML_FIELDS = ['body_html', 'answer_html'];

/** Where a published record is on the public site (none for promo packs). */
function publicPath(kind: ContentKind, view: ContentView, citySlug?: string): string | null {
  const record = view as ContentView & { locale?: Locale; slug: string; key?: string };
  const locale = record.locale ?? 'en';
  switch (kind) {
    case 'news':
      return newsArticlePath(locale, record.slug);
    case 'faq':
      return faqArticlePath(locale, record.slug);
    case 'cities':
      return cityPath(locale, record.slug);
    case 'care-items':
      return citySlug ? careItemPath(locale, citySlug, record.slug) : null;
    case 'pages':
      return SYSTEM_LOCALES.includes(locale) ? localePath(locale, `/${record.key}/`) : null;
    default:
      return null;
  }
}

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
  const { admin, toasts, modals } = useStores();
  const nav = useAppNavigation();
  const { locale: pageLocale, bcp47 } = useLocale();
  const sanitize = useHtmlSanitizer();
  const formRef = useRef<HTMLFormElement>(null);
  const tabsId = useId();
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const [picker, setPicker] = useState<PickerRequest | null>(null);
  const [busy, setBusy] = useState<'publish' | 'unpublish' | null>(null);
  const spec = KIND_FORMS[kind];
  const key = id === null ? null : `${kind}/${id}`;

  useEffect(() => {
    if (id !== null) void admin.loadContent(kind, id);
  }, [admin, kind, id]);
  useEffect(() => {
    if (kind === 'care-items') void admin.cities.load('all');
  }, [admin, kind]);

  const record = admin.contentItem.valueFor(key);
  const initialValues = useMemo(
    () =>
      record
        ? (spec.fromView as (view: ContentView) => FormValues)(record)
        : spec.empty({ locale: pageLocale }),
    [record, spec, pageLocale],
  );
  const schema = useMemo(() => spec.schema(t), [spec, t]);
  /** Sends the form; resolves to the saved record (undefined when it was refused). */
  const { onSubmit: save, formAlert } = useApiFormSubmit<FormValues, ContentView>(
    async (values, helpers) => {
      const body = spec.toBody(values) as unknown as Record<string, unknown>;
      const clean = await loadSanitizer();
      for (const field of HTML_FIELDS) {
        if (typeof body[field] === 'string') body[field] = clean(body[field] as string);
      }
      const saved = await admin.saveContent(kind, id, body as never);
      helpers.setStatus(undefined);
      return saved;
    },
    { fields: fieldNames(kind), describe: messageLines },
  );
  const cities = admin.cities.valueFor('all');
  const citySlug =
    record && kind === 'care-items'
      ? cities?.find((c) => c.id === (record as { city_id: number }).city_id)?.slug
      : undefined;

  if (id !== null && !record) {
    return (
      <AdminPage title={t(`admin.kinds.${kind}.title`)}>
        <Text role="status" color="fg.muted">
          {admin.contentItem.state === 'failed' ? t('admin.list.failed') : t('common.loading')}
        </Text>
      </AdminPage>
    );
  }

  const published = record?.status === 'published';
  const sitePath = record && published ? publicPath(kind, record, citySlug) : null;

  const afterCreate = async (saved: ContentView) => {
    if (id === null) await nav.go(contentEditPath(kind, saved.id), { replace: true });
  };

  const submit = async (values: FormValues, helpers: FormikHelpers<FormValues>) => {
    const saved = await save(values, helpers);
    if (!saved) return;
    toasts.success(
      t(saved.status === 'published' ? 'admin.editor.savedLive' : 'admin.editor.saved'),
    );
    await afterCreate(saved);
  };

  const publish = async (form: FormikProps<FormValues>) => {
    const errors = await form.validateForm();
    if (Object.keys(errors).length > 0) {
      await form.submitForm(); // shows the errors and moves focus to the first one
      return;
    }
    setBusy('publish');
    try {
      const saved = form.dirty || id === null ? await save(form.values, form) : record;
      if (!saved) return;
      await admin.setPublished(kind, saved.id, true);
      toasts.success(
        t(rebuildsSite(kind) ? 'admin.editor.published' : 'admin.editor.publishedApp'),
      );
      await afterCreate(saved);
    } catch {
      // The HTTP client has shown why.
    } finally {
      setBusy(null);
    }
  };

  const title = record ? contentTitle(kind, record) : t(`admin.kinds.${kind}.new`);

  return (
    <AdminPage
      title={title}
      back={{ to: nav.pathTo(contentListPath(kind)), label: t(`admin.kinds.${kind}.backToList`) }}
      intro={
        record ? (
          <Flex as="span" gap="2" align="center" wrap="wrap">
            <StatusBadge tone={published ? 'success' : 'neutral'}>
              {t(`admin.status.${record.status}`)}
            </StatusBadge>
            <chakra.span>
              {t('admin.editor.lastEdited', { time: formatDateTime(record.updated_at, bcp47) })}
            </chakra.span>
          </Flex>
        ) : (
          t('admin.editor.newIntro')
        )
      }
      actions={
        <>
          {sitePath && (
            <SecondaryButton asChild>
              <a href={sitePath} target="_blank" rel="noopener noreferrer">
                <AppIcon icon="lucide:external-link" size={18} />
                {t('admin.editor.viewOnSite')}
              </a>
            </SecondaryButton>
          )}
          {record && (
            <LinkButton to={nav.pathTo(auditPathFor(KIND_AUDIT_TYPES[kind], record.id))}>
              <AppIcon icon="lucide:history" size={18} />
              {t('admin.editor.history')}
            </LinkButton>
          )}
        </>
      }
    >
      <Formik<FormValues>
        initialValues={initialValues}
        validationSchema={schema}
        enableReinitialize
        onSubmit={submit}
      >
        {(form) => (
          <Form ref={formRef} noValidate aria-label={title}>
            <FocusFirstError form={formRef} />
            <Flex role="tablist" aria-label={t('admin.editor.views')} gap="1" mb="4">
              {(['write', 'preview'] as const).map((name) => (
                <chakra.button
                  key={name}
                  type="button"
                  role="tab"
                  id={`${tabsId}-${name}-tab`}
                  aria-selected={tab === name}
                  aria-controls={`${tabsId}-${name}`}
                  tabIndex={tab === name ? 0 : -1}
                  onClick={() => setTab(name)}
                  onKeyDown={(event) => {
                    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
                      event.preventDefault();
                      const next = name === 'write' ? 'preview' : 'write';
                      setTab(next);
                      document.getElementById(`${tabsId}-${next}-tab`)?.focus();
                    }
                  }}
                  px="4"
                  py="2"
                  minH="11"
                  fontWeight="semibold"
                  borderBottomWidth="3px"
                  borderColor={tab === name ? 'brand.solid' : 'transparent'}
                  color={tab === name ? 'fg' : 'fg.muted'}
                  cursor="pointer"
                >
                  {t(`admin.editor.tabs.${name}`)}
                </chakra.button>
              ))}
            </Flex>

            {formAlert && <Box mb="4">{formAlert}</Box>}

            <Box
              role="tabpanel"
              id={`${tabsId}-write`}
              aria-labelledby={`${tabsId}-write-tab`}
              hidden={tab !== 'write'}
            >
              <ContentFields
                kind={kind}
                onPickImage={(request) => {
                  setPicker(request);
                  void modals.open(IMAGE_PICKER);
                }}
              />
            </Box>
            <Box
              role="tabpanel"
              id={`${tabsId}-preview`}
              aria-labelledby={`${tabsId}-preview-tab`}
              hidden={tab !== 'preview'}
              tabIndex={0}
            >
              <Text fontSize="sm" color="fg.muted" mb="3">
                {t(rebuildsSite(kind) ? 'admin.editor.previewNote' : 'admin.editor.previewNoteApp')}
              </Text>
              <Box
                borderWidth="1px"
                borderColor="border"
                borderRadius="lg"
                bg="bg"
                p={{ base: '3', md: '6' }}
                overflow="hidden"
                data-testid="content-preview"
              >
                {tab === 'preview' && sanitize ? (
                  <ContentPreview
                    kind={kind}
                    values={form.values}
                    sanitize={sanitize}
                    publishedAt={record?.published_at ?? null}
                  />
                ) : (
                  <Text role="status" color="fg.muted">
                    {t('common.loading')}
                  </Text>
                )}
              </Box>
            </Box>

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
                disabled={form.isSubmitting || busy !== null}
                aria-busy={form.isSubmitting || undefined}
              >
                {form.isSubmitting
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
                  disabled={form.isSubmitting || busy !== null}
                  aria-busy={busy === 'publish' || undefined}
                  onClick={() => void publish(form)}
                >
                  <AppIcon icon="lucide:send" size={18} />
                  {busy === 'publish' ? t('common.pleaseWait') : t('admin.editor.publish')}
                </SecondaryButton>
              ) : (
                <SecondaryButton
                  type="button"
                  disabled={form.isSubmitting || busy !== null}
                  onClick={() => void modals.open(UNPUBLISH_MODAL)}
                >
                  {t('admin.editor.unpublish')}
                </SecondaryButton>
              )}
            </Flex>
          </Form>
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
          onConfirm={async () => {
            setBusy('unpublish');
            try {
              await admin.setPublished(kind, record.id, false);
              toasts.success(t('admin.editor.unpublished'));
            } finally {
              setBusy(null);
            }
          }}
        >
          {t(rebuildsSite(kind) ? 'admin.editor.unpublishText' : 'admin.editor.unpublishTextApp', {
            title,
          })}
        </ConfirmModal>
      )}
    </AdminPage>
  );
});
