import type { FormikHelpers, FormikProps } from 'formik';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppNavigation } from '../../../app/core/AppEnvironment';
import { useLocale } from '../../../i18n/useLocale';
import { useStores } from '../../../stores/StoreProvider';
import { messageLines, useApiFormSubmit } from '../../../ui/forms/useApiFormSubmit';
import type { ContentKind, ContentView } from '../adminApi';
import { contentEditPath } from '../adminPaths';
import { rebuildsSite } from '../AdminStore';
import { fieldNames, KIND_FORMS, type FormValues } from './contentForms';
import { contentTitle } from './contentLabels';
import { publicPath } from './contentPublicPath';
import { loadSanitizer } from './useHtmlSanitizer';

/** Fields holding HTML: cleaned by the site's sanitiser before they are sent. */
const HTML_FIELDS = ['body_html', 'answer_html'];

/**
 * One record in the editor: loading it, its form values and validation, and what the buttons do
 * (save, publish after saving what changed, unpublish), each with its toast. A new record moves
 * to its own address once it is saved.
 */
export function useContentEditor(kind: ContentKind, id: number | null) {
  const { t } = useTranslation('app');
  const { admin, toasts } = useStores();
  const nav = useAppNavigation();
  const { locale: pageLocale } = useLocale();
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
  const published = record?.status === 'published';
  const sitePath = record && published ? publicPath(kind, record, citySlug) : null;
  const title = record ? contentTitle(kind, record) : t(`admin.kinds.${kind}.new`);

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

  const unpublish = async (recordId: number) => {
    setBusy('unpublish');
    try {
      await admin.setPublished(kind, recordId, false);
      toasts.success(t('admin.editor.unpublished'));
    } finally {
      setBusy(null);
    }
  };

  return {
    record,
    loadFailed: admin.contentItem.state === 'failed',
    initialValues,
    schema,
    formAlert,
    busy,
    published,
    sitePath,
    title,
    submit,
    publish,
    unpublish,
  };
}
