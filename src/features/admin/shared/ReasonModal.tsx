import { Text } from '@chakra-ui/react';
import { Formik } from 'formik';
import { observer } from 'mobx-react-lite';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import * as Yup from 'yup';
import { useStores } from '../../../stores/StoreProvider';
import { applyApiErrors } from '../../../ui/forms/apiFormErrors';
import { TextAreaField } from '../../../ui/forms/TextAreaField';
import { ValidatedForm } from '../../../ui/forms/ValidatedForm';
import { AppModal } from '../../../ui/modals/AppModal';
import { ModalActions } from '../../../ui/modals/ModalActions';

const REASON_MAX = 500;

/**
 * An admin action that needs a written reason (declining an application, disabling an account):
 * the reason is required, sent, and the modal closes after; it cannot be closed while sending.
 */
export const ReasonModal = observer(function ReasonModal({
  modalId,
  title,
  text,
  reasonLabel,
  reasonHint,
  actionLabel,
  danger,
  onSend,
  onOtherErrors,
}: {
  modalId: string;
  title: string;
  text: string;
  reasonLabel: string;
  reasonHint?: string;
  actionLabel: string;
  danger?: boolean;
  /** Sends the trimmed reason and says it is done; false: nothing was sent (keep the form). */
  onSend: (reason: string) => Promise<boolean>;
  /** The API's messages that belong to no field. */
  onOtherErrors?: (messages: string[]) => void;
}) {
  const { t } = useTranslation('app');
  const { modals } = useStores();
  // Read when closing: no closing while the request runs, but the form closes itself after.
  const sending = useRef(false);
  return (
    <Formik
      initialValues={{ reason: '' }}
      validationSchema={Yup.object({
        reason: Yup.string()
          .trim()
          .required(t('validation.required'))
          .max(REASON_MAX, t('validation.maxLength', { max: REASON_MAX })),
      })}
      onSubmit={async (values, helpers) => {
        sending.current = true;
        try {
          const sent = await onSend(values.reason.trim());
          sending.current = false;
          if (!sent) return;
          helpers.resetForm();
          await modals.close(modalId, 'action');
        } catch (error) {
          const other = applyApiErrors(error, helpers, ['reason']);
          if (other.length > 0) onOtherErrors?.(other);
        } finally {
          sending.current = false;
        }
      }}
    >
      {({ isSubmitting, submitForm }) => (
        <AppModal
          id={modalId}
          title={title}
          beforeClose={() => !sending.current}
          footer={
            <ModalActions
              modalId={modalId}
              cancelLabel={t('common.cancel')}
              actionLabel={actionLabel}
              busyLabel={t('common.pleaseWait')}
              busy={isSubmitting}
              danger={danger}
              onAction={() => void submitForm()}
            />
          }
        >
          <ValidatedForm>
            <Text mb="4">{text}</Text>
            <TextAreaField
              name="reason"
              label={reasonLabel}
              hint={reasonHint}
              maxLength={REASON_MAX}
            />
          </ValidatedForm>
        </AppModal>
      )}
    </Formik>
  );
});
