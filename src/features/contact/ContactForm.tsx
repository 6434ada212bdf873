import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { Formik, useFormikContext, type FormikErrors, type FormikHelpers } from 'formik';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { localePath, type Locale } from '@contract/locales';
import { CONTACT_LIMITS } from '@contract/limits';
import { CONTACT_TOPICS, isContactTopic } from '@contract/contactTopics';
import type { UiKey } from '../../i18n/localeQuery';
import { AppLink } from '../../ui/AppLink';
import { Icon } from '../../ui/Icon';
import { ContactField, controlStyle, describedBy, FieldError } from './ContactField';
import {
  contactSchema,
  EMPTY_CONTACT_FORM,
  toContactRequest,
  type ContactFormValues,
} from './contactSchema';
import { createAttemptKeys } from './contactAttemptKeys';
import { sendContactMessage, type ContactResult } from './sendContactMessage';
import { TEXT_LINK_LOOK } from '../../ui/textLinkLook';

type FieldName = keyof ContactFormValues;
const FIELDS: readonly FieldName[] = ['name', 'email', 'topic', 'message', 'consent'];

function isField(name: string): name is FieldName {
  return (FIELDS as readonly string[]).includes(name);
}

/** A form-level problem (not tied to one field), shown above the submit button. */
interface FormAlert {
  key: UiKey;
  errorId?: string;
}

/**
 * The API's 422 errors on the fields. English pages show the API's own message; other languages
 * show our translation for that field, since the API answers in English.
 */
export function serverFieldErrors(
  errors: Record<string, string[]>,
  locale: Locale,
  translate: (key: UiKey) => string,
): FormikErrors<ContactFormValues> {
  const result: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors)) {
    if (!isField(field) || messages.length === 0) continue;
    result[field] = locale === 'en' ? messages[0]! : translate(`contact.serverErrors.${field}`);
  }
  return result as FormikErrors<ContactFormValues>;
}

function alertFor(result: Exclude<ContactResult, { ok: true }>): FormAlert {
  switch (result.kind) {
    case 'rateLimited':
      return { key: 'contact.errors.rateLimited', errorId: result.errorId };
    case 'network':
      return { key: 'contact.errors.network' };
    case 'validation':
      return { key: 'contact.errorSummary', errorId: result.errorId };
    default:
      return { key: 'contact.errors.failed', errorId: result.errorId };
  }
}

/**
 * The contact form (Formik + Yup). Checks run in the browser first; the API's 422 errors land on
 * the same fields. While sending, the button is disabled; once sent, the form gives way to a
 * confirmation, so a message cannot be sent twice by accident.
 */
export function ContactForm({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [alert, setAlert] = useState<FormAlert | null>(null);
  const [initialTopic, setInitialTopic] = useState<ContactFormValues['topic']>('');
  const successRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [keyFor] = useState(() => createAttemptKeys());

  // Links such as "Talk to our clinic team" preselect a topic with ?topic=clinics. Read after
  // hydration: the prebuilt HTML has no query string.
  useEffect(() => {
    const topic = new URLSearchParams(window.location.search).get('topic');
    if (isContactTopic(topic)) setInitialTopic(topic);
  }, []);

  useEffect(() => {
    if (sentTo) successRef.current?.focus();
  }, [sentTo]);

  /** Client errors are UI string keys; the API's are ready-made text. */
  const show = (error: string | undefined) =>
    error === undefined
      ? undefined
      : error.startsWith('contact.')
        ? t(error as UiKey, { min: CONTACT_LIMITS.messageMin, max: maxFor(error) })
        : error;

  const submit = async (values: ContactFormValues, helpers: FormikHelpers<ContactFormValues>) => {
    setAlert(null);
    const request = toContactRequest(values);
    const result = await sendContactMessage(request, locale, undefined, keyFor(request));
    if (result.ok) {
      setSentTo(request.email);
      return;
    }
    if (result.kind === 'validation') {
      const fieldErrors = serverFieldErrors(result.errors, locale, (key) => t(key));
      helpers.setErrors(fieldErrors);
      helpers.setTouched(Object.fromEntries(Object.keys(fieldErrors).map((f) => [f, true])), false);
    }
    setAlert(alertFor(result));
  };

  if (sentTo) {
    return (
      <Flex
        direction="column"
        gap="3"
        p={{ base: '6', md: '8' }}
        borderRadius="xl"
        bg="brand.subtle"
        borderWidth="1px"
        borderColor="border"
        role="status"
      >
        <Flex align="center" gap="3">
          <Flex
            align="center"
            justify="center"
            w="10"
            h="10"
            borderRadius="full"
            bg="brand.solid"
            color="brand.contrast"
            flexShrink="0"
          >
            <Icon name="check" size={22} />
          </Flex>
          <chakra.h2
            ref={successRef}
            tabIndex={-1}
            fontSize="xl"
            fontWeight="bold"
            _focus={{ outline: 'none' }}
          >
            {t('contact.successTitle')}
          </chakra.h2>
        </Flex>
        <Text>{t('contact.successText', { email: sentTo })}</Text>
      </Flex>
    );
  }

  return (
    <Formik
      initialValues={{ ...EMPTY_CONTACT_FORM, topic: initialTopic }}
      enableReinitialize
      validationSchema={contactSchema}
      onSubmit={submit}
    >
      {({
        values,
        errors,
        touched,
        isSubmitting,
        handleChange,
        handleBlur,
        handleSubmit,
        submitCount,
      }) => {
        const errorOf = (field: FieldName) =>
          touched[field] || submitCount > 0 ? show(errors[field]) : undefined;
        const control = (field: Exclude<FieldName, 'consent'>, hint = false) => ({
          id: `contact-${field}`,
          name: field,
          value: values[field],
          onChange: handleChange,
          onBlur: handleBlur,
          'aria-required': true,
          'aria-invalid': errorOf(field) ? true : undefined,
          'aria-describedby': describedBy(`contact-${field}`, hint, Boolean(errorOf(field))),
          disabled: isSubmitting,
        });
        return (
          <chakra.form
            ref={formRef}
            noValidate
            aria-label={t('contact.formLabel')}
            onSubmit={handleSubmit}
            display="flex"
            flexDirection="column"
            gap="5"
          >
            <FocusFirstInvalid formRef={formRef} />
            <Flex gap="5" direction={{ base: 'column', md: 'row' }}>
              <Box flex="1">
                <ContactField id="contact-name" label={t('contact.name')} error={errorOf('name')}>
                  <chakra.input
                    type="text"
                    autoComplete="name"
                    {...control('name')}
                    {...controlStyle}
                  />
                </ContactField>
              </Box>
              <Box flex="1">
                <ContactField
                  id="contact-email"
                  label={t('contact.email')}
                  hint={t('contact.emailHint')}
                  error={errorOf('email')}
                >
                  <chakra.input
                    type="email"
                    autoComplete="email"
                    inputMode="email"
                    {...control('email', true)}
                    {...controlStyle}
                  />
                </ContactField>
              </Box>
            </Flex>
            <ContactField id="contact-topic" label={t('contact.topic')} error={errorOf('topic')}>
              <chakra.select {...control('topic')} {...controlStyle} cursor="pointer">
                <option value="" disabled>
                  {t('contact.topicPlaceholder')}
                </option>
                {CONTACT_TOPICS.map((topic) => (
                  <option key={topic} value={topic}>
                    {t(`contact.topics.${topic}`)}
                  </option>
                ))}
              </chakra.select>
            </ContactField>
            <ContactField
              id="contact-message"
              label={t('contact.message')}
              hint={t('contact.messageHint', { min: CONTACT_LIMITS.messageMin })}
              error={errorOf('message')}
            >
              <chakra.textarea
                rows={7}
                maxLength={CONTACT_LIMITS.messageMax}
                {...control('message', true)}
                {...controlStyle}
                resize="vertical"
              />
            </ContactField>
            <Flex direction="column" gap="1.5">
              <chakra.label
                htmlFor="contact-consent"
                display="flex"
                gap="3"
                alignItems="flex-start"
                cursor="pointer"
              >
                <chakra.input
                  type="checkbox"
                  id="contact-consent"
                  name="consent"
                  checked={values.consent}
                  onChange={handleChange}
                  onBlur={handleBlur}
                  disabled={isSubmitting}
                  aria-required
                  aria-invalid={errorOf('consent') ? true : undefined}
                  aria-describedby={errorOf('consent') ? 'contact-consent-error' : undefined}
                  w="5"
                  h="5"
                  mt="0.5"
                  flexShrink="0"
                  accentColor="var(--pc-colors-brand-solid)"
                  _focusVisible={{
                    outline: '3px solid',
                    outlineColor: 'focusRing',
                    outlineOffset: '2px',
                  }}
                />
                <span>
                  {t('contact.consentBefore')}
                  <AppLink to={localePath(locale, '/privacy-policy/')} {...TEXT_LINK_LOOK}>
                    {t('contact.consentLink')}
                  </AppLink>
                  {t('contact.consentAfter')}
                </span>
              </chakra.label>
              {errorOf('consent') && (
                <FieldError id="contact-consent-error">{errorOf('consent')}</FieldError>
              )}
            </Flex>
            <Box role="alert" aria-atomic="true">
              {alert && (
                <Flex
                  gap="3"
                  p="4"
                  borderRadius="lg"
                  bg="bg.accent"
                  borderInlineStartWidth="4px"
                  borderColor="fg.accent"
                >
                  <chakra.span color="fg.accent" display="inline-flex" mt="0.5">
                    <Icon name="alert" size={20} />
                  </chakra.span>
                  <div>
                    <Text fontWeight="semibold">{t(alert.key)}</Text>
                    {alert.errorId && (
                      <Text fontSize="sm" color="fg.muted">
                        {t('contact.errors.reference', { id: alert.errorId })}
                      </Text>
                    )}
                  </div>
                </Flex>
              )}
            </Box>
            <Box>
              <chakra.button
                type="submit"
                disabled={isSubmitting}
                aria-disabled={isSubmitting || undefined}
                display="inline-flex"
                alignItems="center"
                gap="2"
                px="6"
                py="3"
                borderRadius="full"
                bg="brand.solid"
                color="brand.contrast"
                fontWeight="semibold"
                fontSize="lg"
                cursor={isSubmitting ? 'progress' : 'pointer'}
                _hover={{ bg: 'brand.solidHover' }}
                _disabled={{ opacity: 0.7 }}
              >
                <Icon name="mail" size={20} />
                {isSubmitting ? t('contact.sending') : t('contact.submit')}
              </chakra.button>
            </Box>
          </chakra.form>
        );
      }}
    </Formik>
  );
}

/**
 * After a submission ends with errors (the browser's checks or the API's 422), focus moves to the
 * first field in error, so keyboard and screen-reader users land where the problem is.
 */
function FocusFirstInvalid({ formRef }: { formRef: RefObject<HTMLFormElement | null> }) {
  const { isSubmitting, isValidating, submitCount, errors } = useFormikContext<ContactFormValues>();
  const seen = useRef({ submitCount: 0, busy: false });
  useEffect(() => {
    if (isSubmitting || isValidating) {
      seen.current.busy = true;
      return;
    }
    // A submission just ended (possibly batched into one render); typing later does not count.
    const ended = seen.current.busy || seen.current.submitCount !== submitCount;
    seen.current = { submitCount, busy: false };
    if (!ended || submitCount === 0 || Object.keys(errors).length === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [isSubmitting, isValidating, submitCount, errors, formRef]);
  return null;
}

/** The limit a "too long" message names. */
function maxFor(key: string): number {
  if (key === 'contact.errors.nameTooLong') return CONTACT_LIMITS.nameMax;
  if (key === 'contact.errors.emailTooLong') return CONTACT_LIMITS.emailMax;
  return CONTACT_LIMITS.messageMax;
}
