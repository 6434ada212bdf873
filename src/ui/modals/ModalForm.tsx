import { Stack } from '@chakra-ui/react';
import { Formik, type FormikHelpers, type FormikValues } from 'formik';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnySchema } from 'yup';
import { SubmitButton } from '../forms/SubmitButton';
import { ValidatedForm } from '../forms/ValidatedForm';
import { AppModal } from './AppModal';

/**
 * A modal holding one Formik form: the form's alert, its fields, and a submit button that is
 * busy while the form sends; on a failed submit the first wrong field takes the focus.
 */
export function ModalForm<Values extends FormikValues>({
  id,
  title,
  description,
  formKey,
  initialValues,
  validationSchema,
  onSubmit,
  formAlert,
  submitLabel,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  /** Starts the form afresh when it changes (another record to edit). */
  formKey?: string;
  initialValues: Values;
  validationSchema: AnySchema;
  onSubmit: (values: Values, helpers: FormikHelpers<Values>) => void | Promise<unknown>;
  formAlert: ReactNode;
  submitLabel: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('app');
  return (
    <AppModal id={id} title={title} description={description}>
      <Formik<Values>
        key={formKey}
        initialValues={initialValues}
        validationSchema={validationSchema}
        onSubmit={onSubmit}
      >
        {({ isSubmitting }) => (
          <ValidatedForm>
            <Stack gap="4">
              {formAlert}
              {children}
              <SubmitButton busy={isSubmitting} busyLabel={t('common.pleaseWait')}>
                {submitLabel}
              </SubmitButton>
            </Stack>
          </ValidatedForm>
        )}
      </Formik>
    </AppModal>
  );
}
