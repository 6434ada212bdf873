import { Box, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { Formik } from 'formik';
import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import type { Pet } from '@contract/schemas/pets';
import type { PetShare } from '@contract/schemas/vets';
import type { ShareScope } from '@contract/shareScopes';
import { useLocale } from '../../i18n/useLocale';
import { useStores } from '../../stores/StoreProvider';
import { QuietButton, SecondaryButton } from '../../ui/forms/Button';
import { SubmitButton } from '../../ui/forms/SubmitButton';
import { useApiFormSubmit } from '../../ui/forms/useApiFormSubmit';
import { ValidatedForm } from '../../ui/forms/ValidatedForm';
import { formatDate } from '../../i18n/dates';
import { clinicPlace } from './ClinicPicker';
import { ScopeCheckboxes } from './ScopeCheckboxes';
import { BRAND_CHIP_LOOK } from './brandChipLook';
import { SCOPE_LABELS } from './scopeKeys';
import { CARD_SURFACE } from '../../ui/cardSurface';

/**
 * One clinic the pet is shared with: who it is, since when, what it sees — changed in place —
 * and the way to stop sharing (the caller asks for confirmation).
 */
export const ShareCard = observer(function ShareCard({
  pet,
  share,
  onStop,
}: {
  pet: Pet;
  share: PetShare;
  onStop: () => void;
}) {
  const { t } = useTranslation('app');
  const { sharing, toasts } = useStores();
  const { bcp47 } = useLocale();
  const [editing, setEditing] = useState(false);
  const schema = useMemo(
    () => yup.object({ scopes: yup.array().min(1, t('vets.sharing.chooseScope')) }),
    [t],
  );
  const clinic = share.clinic;
  const { onSubmit, formAlert } = useApiFormSubmit<{ scopes: ShareScope[] }>(
    async (values) => {
      await sharing.share(pet.id, clinic.id, { scopes: values.scopes });
      toasts.success(t('vets.sharing.changed', { clinic: clinic.name }));
      setEditing(false);
    },
    { fields: ['scopes'] },
  );
  const headingId = `share-${clinic.id}`;
  return (
    <chakra.li {...CARD_SURFACE} px={{ base: '4', md: '6' }} py="4">
      <chakra.article aria-labelledby={headingId}>
        <chakra.h3 id={headingId} fontSize="lg" fontWeight="bold">
          {clinic.name}
        </chakra.h3>
        {clinicPlace(clinic) && <Text color="fg.muted">{clinicPlace(clinic)}</Text>}
        {clinic.phone && (
          <Text fontSize="sm">
            <chakra.a href={`tel:${clinic.phone.replace(/[^\d+]/g, '')}`} color="brand.fg">
              {clinic.phone}
            </chakra.a>
          </Text>
        )}
        <Text fontSize="sm" color="fg.muted" mt="1">
          {t('vets.sharing.since', { date: formatDate(share.shared_at, bcp47, 'long') })}
        </Text>
        {editing ? (
          <Formik<{ scopes: ShareScope[] }>
            initialValues={{ scopes: share.scopes }}
            validationSchema={schema}
            onSubmit={onSubmit}
          >
            {({ isSubmitting }) => (
              <ValidatedForm>
                <Stack gap="4" mt="4">
                  {formAlert}
                  <ScopeCheckboxes
                    name="scopes"
                    legend={t('vets.sharing.whatClinicSees', { clinic: clinic.name })}
                  />
                  <Flex gap="3" wrap="wrap">
                    <SubmitButton busy={isSubmitting} busyLabel={t('common.pleaseWait')}>
                      {t('vets.sharing.saveScopes')}
                    </SubmitButton>
                    <SecondaryButton type="button" onClick={() => setEditing(false)}>
                      {t('common.cancel')}
                    </SecondaryButton>
                  </Flex>
                </Stack>
              </ValidatedForm>
            )}
          </Formik>
        ) : (
          <Box mt="3">
            <Text fontSize="sm" fontWeight="semibold" color="fg.muted" mb="1.5">
              {t('vets.sharing.sees', { clinic: clinic.name })}
            </Text>
            <chakra.ul display="flex" flexWrap="wrap" gap="1.5" listStyleType="none">
              {share.scopes.map((scope) => (
                <chakra.li key={scope} {...BRAND_CHIP_LOOK}>
                  {t(SCOPE_LABELS[scope])}
                </chakra.li>
              ))}
            </chakra.ul>
            <Flex
              columnGap="5"
              rowGap="1"
              mt="3"
              borderTopWidth="1px"
              borderColor="border"
              pt="3"
              wrap="wrap"
            >
              <QuietButton
                type="button"
                px="0"
                aria-label={t('vets.sharing.changeOne', { clinic: clinic.name })}
                onClick={() => setEditing(true)}
              >
                {t('vets.sharing.change')}
              </QuietButton>
              <QuietButton
                type="button"
                px="0"
                aria-label={t('vets.sharing.stopOne', { clinic: clinic.name })}
                onClick={onStop}
              >
                {t('vets.sharing.stop')}
              </QuietButton>
            </Flex>
          </Box>
        )}
      </chakra.article>
    </chakra.li>
  );
});
