import { boolean, object, string } from 'yup';
import type { ContactRequest } from '@contract/schemas/contact';
import { CONTACT_LIMITS } from '@contract/limits';
import { CONTACT_TOPICS } from '@contract/contactTopics';
import type { UiKey } from '../../i18n/localeQuery';

/** What the form holds; topic is '' until one is chosen, consent false until ticked. */
export interface ContactFormValues {
  name: string;
  email: string;
  topic: ContactRequest['topic'] | '';
  message: string;
  consent: boolean;
}

export const EMPTY_CONTACT_FORM: ContactFormValues = {
  name: '',
  email: '',
  topic: '',
  message: '',
  consent: false,
};

const key = (k: UiKey) => k;

/**
 * The form's checks, the same as the API's (so most mistakes are caught before sending). Messages
 * are UI string keys, translated where they are shown.
 */
export const contactSchema = object({
  name: string()
    .trim()
    .required(key('contact.errors.nameRequired'))
    .max(CONTACT_LIMITS.nameMax, key('contact.errors.nameTooLong')),
  email: string()
    .trim()
    .required(key('contact.errors.emailRequired'))
    .email(key('contact.errors.emailInvalid'))
    .max(CONTACT_LIMITS.emailMax, key('contact.errors.emailTooLong')),
  topic: string()
    .required(key('contact.errors.topicRequired'))
    .oneOf([...CONTACT_TOPICS], key('contact.errors.topicRequired')),
  message: string()
    .trim()
    .required(key('contact.errors.messageRequired'))
    .min(CONTACT_LIMITS.messageMin, key('contact.errors.messageTooShort'))
    .max(CONTACT_LIMITS.messageMax, key('contact.errors.messageTooLong')),
  consent: boolean().oneOf([true], key('contact.errors.consentRequired')),
});

/** The request body: trimmed strings, consent as the API expects it. */
export function toContactRequest(values: ContactFormValues): ContactRequest {
  if (values.topic === '' || !values.consent) {
    throw new Error('toContactRequest needs a validated form (a topic and consent)');
  }
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    topic: values.topic,
    message: values.message.trim(),
    consent: true,
  };
}
