import { Box, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { Formik } from 'formik';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localeInfo } from '@contract/locales';
import { LANGUAGES, type Language as ReportLanguage } from '@contract/preferences';
import type { HealthReportAllowance } from '@contract/schemas/healthReport';
import type { Pet } from '@contract/schemas/pets';
import { useAppEnvironment, useAppNavigation } from '../../app/core/AppEnvironment';
import type { RouteScreenProps } from '../../app/core/routeTypes';
import { dateTimeFormat } from '../../i18n/dates';
import { useLocale } from '../../i18n/useLocale';
import { useStores } from '../../stores/StoreProvider';
import { FormAlert } from '../../ui/forms/FormAlert';
import { RadioGroupField } from '../../ui/forms/RadioGroupField';
import { SubmitButton } from '../../ui/forms/SubmitButton';
import { AppIcon } from '../../ui/icons/AppIcon';
import { BannerSlot } from '../banners';
import type { BannerFacts } from '../banners';
import { useFreshFileUrls } from '../files';
import { INFORMATION_PATH, PetPageHeading, WithCurrentPet } from '../pets';
import type { CreateRefusal } from './HealthReportStore';
import { ReportList } from './ReportList';
import { ReportPurchasePanel } from './ReportPurchasePanel';
import { CARD_SURFACE } from '../../ui/cardSurface';
import { ValidatedForm } from '../../ui/forms/ValidatedForm';

/**
 * /my-pets/ai-health-report: the current pet's AI health reports — a PDF made by the server from
 * the pet's profile, weights, visits, vaccinations and recent triage results, in English or
 * Japanese. Premium includes them; a pet without it spends a report bought for it (after a
 * confirmation), or is offered Premium or one report to buy. The daily limit is said in the page.
 */
export const HealthReportScreen = observer(function HealthReportScreen(_props: RouteScreenProps) {
  const { healthReports } = useStores();
  // The thanks belong to the visit in which the report was made.
  useEffect(() => () => healthReports.forgetJustCreated(), [healthReports]);
  return <WithCurrentPet>{(pet) => <PetReports pet={pet} />}</WithCurrentPet>;
});

/** "Included in Premium" or "N reports bought": what creating one will use. */
function AllowanceNote({ pet, allowance }: { pet: Pet; allowance: HealthReportAllowance }) {
  const { t } = useTranslation('app');
  const text = allowance.included
    ? t('healthReport.allowance.included', { name: pet.name })
    : t('healthReport.allowance.credits', { name: pet.name, count: allowance.credits });
  return (
    <Flex gap="2" align="center" color="success.fg" fontWeight="semibold" data-allowance="">
      <AppIcon icon={allowance.included ? 'lucide:crown' : 'lucide:ticket'} size={18} />
      <Text>{text}</Text>
    </Flex>
  );
}

function RefusalAlert({ refusal }: { refusal: CreateRefusal }) {
  const { t } = useTranslation('app');
  const { bcp47 } = useLocale();
  if (refusal.kind !== 'daily-limit') return null;
  const next =
    refusal.retryAfterSeconds !== null
      ? dateTimeFormat(bcp47, {
          dateStyle: refusal.retryAfterSeconds > 12 * 3600 ? 'medium' : undefined,
          timeStyle: 'short',
        }).format(refusal.at + refusal.retryAfterSeconds * 1000)
      : null;
  return (
    <FormAlert>
      <Text fontWeight="semibold">{t('healthReport.limit.title')}</Text>
      <Text>
        {next ? t('healthReport.limit.textAt', { time: next }) : t('healthReport.limit.text')}
      </Text>
    </FormAlert>
  );
}

const PetReports = observer(function PetReports({ pet }: { pet: Pet }) {
  const { t } = useTranslation('app');
  const { healthReports } = useStores();
  const { analytics } = useAppEnvironment();
  const nav = useAppNavigation();
  const formId = useId();
  const [pending, setPending] = useState<ReportLanguage | null>(null);

  useEffect(() => {
    void healthReports.load(pet.id);
    setPending(null);
  }, [healthReports, pet.id]);
  const reports = healthReports.reports.valueFor(pet.id);
  const allowance = healthReports.allowance.valueFor(pet.id);
  useFreshFileUrls(
    reports?.map((r) => r.file.expires_at) ?? [],
    () => void healthReports.load(pet.id, { force: true }),
  );
  const creating = healthReports.creatingFor === pet.id;
  const refusal = healthReports.refusalFor(pet.id);

  // A pending confirmation puts focus on its Continue button (the banner is above the form).
  useEffect(() => {
    if (pending === null) return;
    document.querySelector<HTMLButtonElement>('[data-banner="confirm-proceed"] button')?.focus();
  }, [pending]);

  const create = async (language: ReportLanguage) => {
    setPending(null);
    await healthReports.create(pet.id, language);
  };

  const latest = reports?.[0];
  const facts: BannerFacts = {
    petDetailsHref: nav.pathTo(INFORMATION_PATH),
    ...(latest
      ? {
          report: {
            id: latest.id,
            status: latest.status,
            downloadUrl: latest.file.url,
            justCompleted: healthReports.justCreatedId === latest.id,
          },
        }
      : {}),
    ...(pending !== null && allowance
      ? {
          confirmation: {
            summary: t('healthReport.confirm.summary', {
              name: pet.name,
              count: allowance.credits,
            }),
            onConfirm: () => void create(pending),
            onCancel: () => setPending(null),
          },
        }
      : {}),
  };
  // A 402 (another tab spent the last bought report) reloads the allowance, which says so.
  const needsPurchase = allowance !== null && !allowance.can_create;
  const defaultLanguage: ReportLanguage = nav.locale === 'jp' ? 'jp' : 'en';

  return (
    <Box>
      <PetPageHeading
        title={t('healthReport.title')}
        intro={t('healthReport.intro', { name: pet.name })}
      />
      <BannerSlot placement="health-report" facts={facts} />

      <chakra.section
        aria-labelledby={formId}
        {...CARD_SURFACE}
        px={{ base: '4', md: '6' }}
        py="5"
        mb="8"
      >
        <chakra.h2 id={formId} fontSize="xl" fontWeight="bold" mb="2">
          {t('healthReport.create.title')}
        </chakra.h2>
        <Text color="fg.muted" mb="4">
          {t('healthReport.create.contents')}
        </Text>
        {!allowance ? (
          <Text role="status" color="fg.muted">
            {healthReports.allowance.state === 'failed'
              ? t('healthReport.failed')
              : t('common.loading')}
          </Text>
        ) : needsPurchase ? (
          <ReportPurchasePanel pet={pet} />
        ) : (
          <Formik<{ language: ReportLanguage }>
            initialValues={{ language: defaultLanguage }}
            onSubmit={async ({ language }) => {
              analytics.track('btn_click_create_my_report', {
                language,
                plan: allowance.included ? 'premium' : 'bought',
              });
              // Spending a bought report is confirmed first; Premium includes it.
              if (!allowance.included) {
                setPending(language);
                return;
              }
              await create(language);
            }}
          >
            <ValidatedForm>
              <Stack gap="5">
                <AllowanceNote pet={pet} allowance={allowance} />
                <RadioGroupField
                  name="language"
                  legend={t('healthReport.create.language')}
                  options={LANGUAGES.map((code) => ({
                    value: code,
                    label: localeInfo(code).nativeName,
                    lang: localeInfo(code).bcp47,
                  }))}
                />
                {refusal && <RefusalAlert refusal={refusal} />}
                <Box>
                  <SubmitButton
                    busy={creating}
                    busyLabel={t('healthReport.create.busy')}
                    disabled={creating || pending !== null}
                  >
                    <AppIcon icon="lucide:file-plus" size={18} />
                    {t('healthReport.create.submit')}
                  </SubmitButton>
                  {creating && (
                    <Text role="status" fontSize="sm" color="fg.muted" mt="2">
                      {t('healthReport.create.busyText')}
                    </Text>
                  )}
                </Box>
              </Stack>
            </ValidatedForm>
          </Formik>
        )}
      </chakra.section>

      <chakra.h2 fontSize="xl" fontWeight="bold" mb="3">
        {t('healthReport.list.title')}
      </chakra.h2>
      {!reports ? (
        <Text role="status" color="fg.muted">
          {healthReports.reports.state === 'failed'
            ? t('healthReport.failed')
            : t('common.loading')}
        </Text>
      ) : (
        <ReportList pet={pet} reports={reports} />
      )}
      <Text fontSize="sm" color="fg.muted" mt="6">
        {t('healthReport.notDiagnosis')}
      </Text>
    </Box>
  );
});
