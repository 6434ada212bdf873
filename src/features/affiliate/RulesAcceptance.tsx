import { Box, Stack, Text } from '@chakra-ui/react';
import { Formik } from 'formik';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import type { AffiliateStatus } from '@contract/schemas/affiliate';
import { ApiError } from '../../http/ApiError';
import { useStores } from '../../stores/StoreProvider';
import { CheckboxField } from '../../ui/forms/CheckboxField';
import { FormAlert } from '../../ui/forms/FormAlert';
import { SubmitButton } from '../../ui/forms/SubmitButton';
import { RulesText } from './RulesText';
import { ValidatedForm } from '../../ui/forms/ValidatedForm';

/**
 * The join page's rules step: the current rules in the keeper's language, read and accepted
 * (the version read is the one accepted; a newer one since is refused and shown instead).
 */
export const RulesAcceptance = observer(function RulesAcceptance({
  status,
  onAccepted,
}: {
  status: AffiliateStatus;
  onAccepted: () => void;
}) {
  const { t } = useTranslation('app');
  const { affiliate } = useStores();
  const [formError, setFormError] = useState<string | null>(null);
  const key = affiliate.textKey;
  useEffect(() => {
    void affiliate.loadRules();
  }, [affiliate, key]);
  const rules = affiliate.rules.valueFor(key);
  const changed = status.rules.accepted_version !== null;
  return (
    <Stack gap="5">
      <Text>{changed ? t('affiliate.rules.changedIntro') : t('affiliate.rules.welcomeIntro')}</Text>
      {!rules ? (
        <Text role="status" color="fg.muted">
          {affiliate.rules.state === 'failed' ? t('affiliate.loadFailed') : t('common.loading')}
        </Text>
      ) : (
        <>
          <Text color="fg.muted" fontSize="sm">
            {t('affiliate.rules.version', { version: rules.version })}
          </Text>
          <Box
            bg="bg.surface"
            borderWidth="1px"
            borderColor="border"
            borderRadius="lg"
            p={{ base: '4', md: '6' }}
            maxH="28rem"
            overflowY="auto"
            tabIndex={0}
            role="region"
            aria-label={t('affiliate.rules.textLabel')}
          >
            <RulesText rules={rules} />
          </Box>
          <Formik
            initialValues={{ agree: false }}
            validationSchema={yup.object({
              agree: yup.boolean().oneOf([true], t('affiliate.rules.mustAgree')),
            })}
            onSubmit={async () => {
              setFormError(null);
              try {
                await affiliate.acceptRules(rules.version);
              } catch (error) {
                if (error instanceof ApiError && error.status === 422) {
                  // The rules changed while they were being read: show the new ones.
                  setFormError(error.errors.version?.[0] ?? error.message);
                  await affiliate.rules.load(key, { force: true });
                }
                return;
              }
              onAccepted();
            }}
          >
            {({ isSubmitting }) => (
              <ValidatedForm>
                <Stack gap="4">
                  {formError && <FormAlert>{formError}</FormAlert>}
                  <CheckboxField name="agree" required>
                    {t('affiliate.rules.agree', { version: rules.version })}
                  </CheckboxField>
                  <div>
                    <SubmitButton busy={isSubmitting} busyLabel={t('common.pleaseWait')}>
                      {t('affiliate.rules.submit')}
                    </SubmitButton>
                  </div>
                </Stack>
              </ValidatedForm>
            )}
          </Formik>
        </>
      )}
    </Stack>
  );
});
