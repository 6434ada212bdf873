import { Stack, type StackProps } from '@chakra-ui/react';
import { Formik, type FormikConfig, type FormikProps, type FormikValues } from 'formik';
import type { ReactNode } from 'react';
import { usePrebuiltInitialValues } from './prebuiltFormValues';
import { ValidatedForm } from './ValidatedForm';

/**
 * A page's Formik form laid out the app's way: the form's alert first, then its fields one under
 * another (`children`, given Formik's state for the submit button's busy look). The stack's
 * spacing is `gap`, with `stack` for the rest of its layout. A form a prebuilt page draws in its
 * HTML has a `prebuiltId` (its element's id): its state starts from what the visitor typed there.
 */
export function StackedForm<Values extends FormikValues>({
  formAlert,
  gap = '5',
  stack,
  children,
  prebuiltId,
  initialValues,
  ...formik
}: Pick<
  FormikConfig<Values>,
  'initialValues' | 'validationSchema' | 'onSubmit' | 'enableReinitialize'
> & {
  formAlert: ReactNode;
  gap?: StackProps['gap'];
  stack?: Omit<StackProps, 'gap' | 'children'>;
  children: (form: FormikProps<Values>) => ReactNode;
  prebuiltId?: string;
}) {
  const initial = usePrebuiltInitialValues(prebuiltId, initialValues);
  return (
    <Formik<Values> {...formik} initialValues={initial}>
      {(form) => (
        <ValidatedForm id={prebuiltId}>
          <Stack gap={gap} {...stack}>
            {formAlert}
            {children(form)}
          </Stack>
        </ValidatedForm>
      )}
    </Formik>
  );
}
