import { Stack, Text } from '@chakra-ui/react';
import { Formik } from 'formik';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { localeInfo, localePath } from '@contract/locales';
import { LANGUAGES, WEIGHT_UNITS } from '@contract/preferences';
import type { Preferences } from '@contract/schemas/auth';
import { useAppNavigation } from '../../app/core/AppEnvironment';
import type { RouteScreenProps } from '../../app/core/routeTypes';
import { useStores } from '../../stores/StoreProvider';
import { SubmitButton } from '../../ui/forms/SubmitButton';
import { RadioGroupField } from '../../ui/forms/RadioGroupField';
import { useApiFormSubmit } from '../../ui/forms/useApiFormSubmit';
import { BannerSlot } from '../banners';
import { SettingsHeading, SettingsSection } from './SettingsSection';
import { ValidatedForm } from '../../ui/forms/ValidatedForm';

const schema = yup.object({
  language: yup.mixed<Preferences['language']>().oneOf(LANGUAGES).required(),
  weight_unit: yup.mixed<Preferences['weight_unit']>().oneOf(WEIGHT_UNITS).required(),
});

/**
 * /settings/preferences: language and weight unit. A new language takes effect at once: the
 * page moves to the same screen in that language (and the locale cookie remembers it).
 */
export const PreferencesScreen = observer(function PreferencesScreen(_props: RouteScreenProps) {
  const { t } = useTranslation('app');
  const stores = useStores();
  const nav = useAppNavigation();
  const [loaded, setLoaded] = useState<Preferences | null>(null);
  const [failed, setFailed] = useState(false);
  const { onSubmit, formAlert } = useApiFormSubmit<Preferences>(
    async (values) => {
      const saved = await stores.api.account.savePreferences(values);
      const user = stores.auth.user;
      // The user as the API now describes it: saving is also what ticks the welcome step.
      if (user) stores.auth.setUser({ ...user, preferences: saved, has_chosen_preferences: true });
      setLoaded(saved);
      // Drawn in the page's language: after a change of language, in the new one.
      stores.toasts.show({ type: 'success', appMessageKey: 'settings.preferences.saved' });
      if (saved.language !== nav.locale) {
        stores.setLocale(saved.language);
        await nav.goToSitePath(localePath(saved.language, '/settings/preferences/'));
      }
    },
    { fields: ['language', 'weight_unit'] },
  );

  useEffect(() => {
    let current = true;
    stores.api.account.preferences().then(
      (prefs) => current && setLoaded(prefs),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [stores]);

  const languageOptions = LANGUAGES.map((code) => ({
    value: code,
    label: localeInfo(code).nativeName,
    lang: localeInfo(code).bcp47,
  }));
  const unitOptions = WEIGHT_UNITS.map((unit) => ({
    value: unit,
    label: t(`settings.preferences.${unit}`),
  }));
  const fallback = stores.auth.user?.preferences ?? {
    language: nav.locale === 'jp' ? 'jp' : 'en',
    weight_unit: 'kg',
  };

  return (
    <>
      <SettingsHeading
        title={t('settings.preferences.title')}
        intro={t('settings.preferences.intro')}
      />
      <BannerSlot placement="account" />
      <SettingsSection>
        {!loaded && !failed ? (
          <Text role="status" color="fg.muted">
            {t('common.loading')}
          </Text>
        ) : (
          <Formik<Preferences>
            initialValues={loaded ?? (fallback as Preferences)}
            validationSchema={schema}
            onSubmit={onSubmit}
          >
            {({ isSubmitting }) => (
              <ValidatedForm>
                <Stack gap="6">
                  {formAlert}
                  <RadioGroupField
                    name="language"
                    legend={t('settings.preferences.language')}
                    options={languageOptions}
                  />
                  <RadioGroupField
                    name="weight_unit"
                    legend={t('settings.preferences.weightUnit')}
                    options={unitOptions}
                  />
                  <div>
                    <SubmitButton busy={isSubmitting} busyLabel={t('common.pleaseWait')}>
                      {t('settings.preferences.submit')}
                    </SubmitButton>
                  </div>
                </Stack>
              </ValidatedForm>
            )}
          </Formik>
        )}
      </SettingsSection>
    </>
  );
});
