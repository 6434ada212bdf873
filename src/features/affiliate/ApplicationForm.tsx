import { Stack } from '@chakra-ui/react';
import { Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import type { AffiliateStatus } from '@contract/schemas/affiliate';
import { useStores } from '../../stores/StoreProvider';
import { SubmitButton } from '../../ui/forms/SubmitButton';
import { TextAreaField } from '../../ui/forms/TextAreaField';
import { TextField } from '../../ui/forms/TextField';
import { useApiFormSubmit } from '../../ui/forms/useApiFormSubmit';
import { ValidatedForm } from '../../ui/forms/ValidatedForm';
import {
  applicationBody,
  applicationSchema,
  CHANNELS,
  EMPTY_APPLICATION,
  TEXT_MAX,
  type ApplicationValues,
} from './applicationForm';
import { CheckboxGroupField } from '../../ui/forms/CheckboxGroupField';

const FIELDS = ['website', 'channels', 'otherChannels', 'audience', 'message'] as const;

/** The short application: where the keeper talks about pets, to whom, and anything else. */
export function ApplicationForm({ onApplied }: { onApplied: (status: AffiliateStatus) => void }) {
  const { t } = useTranslation('app');
  const { affiliate } = useStores();
  const { onSubmit, formAlert } = useApiFormSubmit<ApplicationValues>(
    async (values) => onApplied(await affiliate.apply(applicationBody(values))),
    // `channels.2` is about one of the ticked channels: shown on the group.
    { fields: FIELDS, rename: { channels: 'channels' } },
  );
  const optional = t('common.optional');
  return (
    <Formik<ApplicationValues>
      initialValues={EMPTY_APPLICATION}
      validationSchema={applicationSchema(t)}
      onSubmit={onSubmit}
    >
      {({ isSubmitting }) => (
        <ValidatedForm aria-label={t('affiliate.apply.formLabel')}>
          <Stack gap="5">
            {formAlert}
            <CheckboxGroupField
              name="channels"
              legend={t('affiliate.apply.channels')}
              hint={t('affiliate.apply.channelsHint')}
              options={CHANNELS.map((code) => ({
                value: code,
                label: t(`affiliate.apply.channelOptions.${code}`),
              }))}
            />
            <TextField
              name="otherChannels"
              label={t('affiliate.apply.otherChannels')}
              labelNote={optional}
              hint={t('affiliate.apply.otherChannelsHint')}
              maxLength={600}
            />
            <TextField
              name="website"
              label={t('affiliate.apply.website')}
              labelNote={optional}
              hint={t('affiliate.apply.websiteHint')}
              inputMode="url"
              autoComplete="url"
              maxLength={300}
            />
            <TextAreaField
              name="audience"
              label={t('affiliate.apply.audience')}
              hint={t('affiliate.apply.audienceHint')}
              maxLength={TEXT_MAX}
              rows={4}
              required
            />
            <TextAreaField
              name="message"
              label={t('affiliate.apply.message')}
              labelNote={optional}
              maxLength={TEXT_MAX}
              rows={3}
            />
            <div>
              <SubmitButton busy={isSubmitting} busyLabel={t('common.pleaseWait')}>
                {t('affiliate.apply.submit')}
              </SubmitButton>
            </div>
          </Stack>
        </ValidatedForm>
      )}
    </Formik>
  );
}
