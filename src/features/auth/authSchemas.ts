import type { TFunction } from 'i18next';
import * as yup from 'yup';
import { PASSWORD_MIN_LENGTH, TEXT_MAX } from '@contract/limits';

type T = TFunction<'app'>;

export const emailField = (t: T) =>
  yup
    .string()
    .trim()
    .required(t('validation.required'))
    .email(t('validation.email'))
    .max(TEXT_MAX, t('validation.maxLength', { max: TEXT_MAX }));

const newPassword = (t: T) =>
  yup
    .string()
    .required(t('validation.required'))
    .min(PASSWORD_MIN_LENGTH, t('validation.passwordMin', { min: PASSWORD_MIN_LENGTH }))
    .max(TEXT_MAX, t('validation.maxLength', { max: TEXT_MAX }));

const confirmation = (t: T) =>
  yup
    .string()
    .required(t('validation.required'))
    .oneOf([yup.ref('password')], t('validation.passwordsMatch'));

export const loginSchema = (t: T) =>
  yup.object({
    email: emailField(t),
    // Any password may be tried: the rules of today must not lock out older accounts.
    password: yup.string().required(t('validation.required')),
    remember: yup.boolean(),
  });

export const registerSchema = (t: T) =>
  yup.object({
    name: yup
      .string()
      .trim()
      .required(t('validation.required'))
      .max(TEXT_MAX, t('validation.maxLength', { max: TEXT_MAX })),
    email: emailField(t),
    password: newPassword(t),
    password_confirmation: confirmation(t),
    terms: yup.boolean().oneOf([true], t('validation.terms')),
  });

export const recoverSchema = (t: T) => yup.object({ email: emailField(t) });

export const resetSchema = (t: T) =>
  yup.object({
    email: emailField(t),
    password: newPassword(t),
    password_confirmation: confirmation(t),
  });
