import { chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { Formik, useFormikContext } from 'formik';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localePath, type Locale } from '@contract/locales';
import { CONTACT_LIMITS } from '@contract/limits';
import { CONTACT_TOPICS, isContactTopic } from '@contract/contactTopics';
import { ApiError } from '../../http/ApiError';
import { createGuestHttpClient } from '../../http/httpClient';
import type { UiKey } from '../../i18n/localeQuery';
import { AppLink } from '../../ui/AppLink';
import { CheckboxField } from '../../ui/forms/CheckboxField';
import { SelectField } from '../../ui/forms/SelectField';
import { SubmitButton } from '../../ui/forms/SubmitButton';
import { TextAreaField } from '../../ui/forms/TextAreaField';
import { TextField } from '../../ui/forms/TextField';
import { usePrebuiltInitialValues } from '../../ui/forms/prebuiltFormValues';
import { useApiFormSubmit, type FormFailure } from '../../ui/forms/useApiFormSubmit';
import { ValidatedForm } from '../../ui/forms/ValidatedForm';
import { Icon } from '../../ui/Icon';
import { TEXT_LINK_LOOK } from '../../ui/textLinkLook';
import { createContactApi } from './contactApi';
import { createAttemptKeys } from './contactAttemptKeys';
import { ContactSent } from './ContactSent';
import {
  CONTACT_FIELDS,
  contactSchema,
  EMPTY_CONTACT_FORM,
  toContactRequest,
  type ContactFormValues,
} from './contactSchema';

/** What the form-level alert says: public pages have no toasts, so every failure is told here. */
function failureKey(error: unknown): UiKey {
  if (!(error instanceof ApiError)) return 'contact.errors.failed';
  if (error.status === 0) return 'contact.errors.network';
  if (error.status === 422) return 'contact.errorSummary';
  if (error.status === 429) return 'contact.errors.rateLimited';
  return 'contact.errors.failed';
}

/** The form element's id: the page draws it in its HTML (a visitor may type before the script). */
const CONTACT_FORM_ID = 'contact-form';

/**
 * Links such as "Talk to our clinic team" preselect a topic with ?topic=clinics, only into an
 * empty choice: what the visitor already chose or typed stays. On a full page load the island
 * script has chosen it in the page already (the select's `queryParam`); after a client navigation
 * this does, once the form is rendered.
 */
function TopicFromAddress() {
  const { values, setFieldValue } = useFormikContext<ContactFormValues>();
  const chosen = values.topic !== '';
  useEffect(() => {
    const topic = new URLSearchParams(window.location.search).get('topic');
    if (!chosen && isContactTopic(topic)) void setFieldValue('topic', topic);
    // Once, for the address the page was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

/**
 * The contact form (Formik + Yup on the shared form fields). Checks run in the browser first; the
 * API's 422 errors land on the same fields. While sending, the button is disabled; once sent, the
 * form gives way to a confirmation, so a message cannot be sent twice by accident.
 */
export function ContactForm({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const initialValues = usePrebuiltInitialValues(CONTACT_FORM_ID, EMPTY_CONTACT_FORM);
  const [keyFor] = useState(() => createAttemptKeys());
  const api = useMemo(() => createContactApi(createGuestHttpClient(locale)), [locale]);
  const schema = useMemo(() => contactSchema(t), [t]);

  const { onSubmit, formAlert } = useApiFormSubmit<ContactFormValues>(
    async (values) => {
      const request = toContactRequest(values);
      await api.send(request, keyFor(request));
      setSentTo(request.email);
    },
    {
      fields: CONTACT_FIELDS,
      // The API answers in English: other languages show our own text for the field.
      message: (field, apiMessage) =>
        locale === 'en' ? apiMessage : t(`contact.serverErrors.${field}` as UiKey),
      describe: ({ error }: FormFailure) => {
        const errorId = error instanceof ApiError ? error.errorId : null;
        return (
          <>
            <Text fontWeight="semibold">{t(failureKey(error))}</Text>
            {errorId && (
              <Text fontSize="sm" color="fg.muted">
                {t('contact.errors.reference', { id: errorId })}
              </Text>
            )}
          </>
        );
      },
    },
  );

  if (sentTo) return <ContactSent email={sentTo} />;

  return (
    <Formik initialValues={initialValues} validationSchema={schema} onSubmit={onSubmit}>
      {({ isSubmitting }) => (
        <ValidatedForm id={CONTACT_FORM_ID} aria-label={t('contact.formLabel')}>
          <TopicFromAddress />
          <Stack gap="5">
            <Flex gap="5" direction={{ base: 'column', md: 'row' }}>
              <chakra.div flex="1">
                <TextField name="name" label={t('contact.name')} autoComplete="name" required />
              </chakra.div>
              <chakra.div flex="1">
                <TextField
                  name="email"
                  type="email"
                  label={t('contact.email')}
                  hint={t('contact.emailHint')}
                  autoComplete="email"
                  inputMode="email"
                  required
                />
              </chakra.div>
            </Flex>
            <SelectField
              name="topic"
              label={t('contact.topic')}
              placeholder={t('contact.topicPlaceholder')}
              options={CONTACT_TOPICS.map((topic) => ({
                value: topic,
                label: t(`contact.topics.${topic}`),
              }))}
              required
              queryParam="topic"
            />
            <TextAreaField
              name="message"
              label={t('contact.message')}
              hint={t('contact.messageHint', { min: CONTACT_LIMITS.messageMin })}
              rows={7}
              maxLength={CONTACT_LIMITS.messageMax}
              required
            />
            <CheckboxField name="consent" required>
              {t('contact.consentBefore')}
              <AppLink to={localePath(locale, '/privacy-policy/')} {...TEXT_LINK_LOOK}>
                {t('contact.consentLink')}
              </AppLink>
              {t('contact.consentAfter')}
            </CheckboxField>
            {formAlert}
            <div>
              <SubmitButton
                busy={isSubmitting}
                busyLabel={t('contact.sending')}
                px="6"
                py="3"
                fontSize="lg"
              >
                <Icon name="mail" size={20} />
                {t('contact.submit')}
              </SubmitButton>
            </div>
          </Stack>
        </ValidatedForm>
      )}
    </Formik>
  );
}
