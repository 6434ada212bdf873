import type { TFunction } from 'i18next';
import { boolean, object, string } from 'yup';
import type { ContactRequest } from '@contract/schemas/contact';
import { CONTACT_LIMITS } from '@contract/limits';
import { CONTACT_TOPICS } from '@contract/contactTopics';

/** What the form holds; topic is '' until one is chosen, consent false until ticked. */
export interface ContactFormValues {
  name: string;
  email: string;
  topic: ContactRequest['topic'] | '';
  message: string;
  consent: boolean;
}

export const CONTACT_FIELDS = ['name', 'email', 'topic', 'message', 'consent'] as const;

export const EMPTY_CONTACT_FORM: ContactFormValues = {
  name: '',
  email: '',
  topic: '',
  message: '',
  consent: false,
};

/** The form's checks, the same as the API's (so most mistakes are caught before sending). */
export const contactSchema = (t: TFunction) => {
  const { nameMax, emailMax, messageMin, messageMax } = CONTACT_LIMITS;
  return object({
    name: string()
      .trim()
      .required(t('contact.errors.nameRequired'))
      .max(nameMax, t('contact.errors.nameTooLong', { max: nameMax })),
    email: string()
      .trim()
      .required(t('contact.errors.emailRequired'))
      .email(t('contact.errors.emailInvalid'))
      .max(emailMax, t('contact.errors.emailTooLong', { max: emailMax })),
    topic: string()
      .required(t('contact.errors.topicRequired'))
      .oneOf([...CONTACT_TOPICS], t('contact.errors.topicRequired')),
    message: string()
      .trim()
      .required(t('contact.errors.messageRequired'))
      .min(messageMin, t('contact.errors.messageTooShort', { min: messageMin }))
      .max(messageMax, t('contact.errors.messageTooLong', { max: messageMax })),
    consent: boolean().oneOf([true], t('contact.errors.consentRequired')),
  });
};

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
