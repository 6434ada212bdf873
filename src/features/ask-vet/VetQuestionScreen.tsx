import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { VetQuestion } from '@contract/schemas/vetQuestions';
import { VET_QUESTION_LIMITS } from '@contract/vetQuestions';
import { useAppNavigation } from '../../app/core/AppEnvironment';
import type { RouteScreenProps } from '../../app/core/routeTypes';
import { useLocale } from '../../i18n/useLocale';
import { useStores } from '../../stores/StoreProvider';
import { IconLink } from '../../ui/IconLink';
import { PrimaryButton, SecondaryButton } from '../../ui/forms/Button';
import { inputStyles } from '../../ui/forms/fieldStyles';
import { ProfileSection, ScopeChips, patientPath } from '../vet';
import { createAskVetApi } from './askVetApi';
import { VET_QUESTIONS_PATH } from './askVetPaths';
import { QuestionView } from './QuestionView';
import { waitingTime } from './waitingTime';

/** The pet's shared record beside the question: what the keeper shares with the clinic. */
const SharedRecord = observer(function SharedRecord({ petId }: { petId: string }) {
  const { t } = useTranslation('app');
  const { vet } = useStores();
  const nav = useAppNavigation();
  useEffect(() => {
    void vet.patient.load(petId, { force: true });
  }, [vet, petId]);
  const view = vet.patient.valueFor(petId);
  const record = patientPath(petId);
  return (
    <chakra.aside aria-label={t('askVet.vet.record')} borderWidth="1px" borderRadius="lg" p="4">
      <chakra.h2 fontSize="lg" fontWeight="bold" mb="2">
        {t('askVet.vet.record')}
      </chakra.h2>
      {!view ? (
        <Text color="fg.muted">{t('common.loading')}</Text>
      ) : !view.found ? (
        <Text>{t('askVet.vet.notShared')}</Text>
      ) : (
        <Box>
          <Text fontWeight="semibold">
            {view.patient.name} · {view.patient.keeper_name}
          </Text>
          <ScopeChips scopes={view.patient.scopes} label={t('vets.patient.sharedParts')} />
          {view.patient.profile && (
            <Box mt="3">
              <ProfileSection pet={view.patient.profile} />
            </Box>
          )}
          <Flex direction="column" gap="1" mt="3">
            {(
              [
                { to: record, label: t('askVet.vet.openRecord'), icon: 'lucide:folder-open' },
                { to: `${record}#visits`, label: t('askVet.vet.addVisit'), icon: 'lucide:plus' },
                {
                  to: `${record}#results`,
                  label: t('askVet.vet.addReferral'),
                  icon: 'lucide:plus',
                },
              ] as const
            ).map((link) => (
              <IconLink key={link.to} to={nav.pathTo(link.to)} icon={link.icon} iconSize={16}>
                {link.label}
              </IconLink>
            ))}
          </Flex>
        </Box>
      )}
    </chakra.aside>
  );
});

/**
 * /vet/questions/:id: what the keeper sent (their messages, the level and its reasons, photos),
 * the messages since, and the vet's answer form (which may ask for a photo); the pet's shared
 * record beside it, with the ways to add a visit note or a referral; closing it.
 */
export function VetQuestionScreen({ params }: RouteScreenProps) {
  const id = params.id ?? '';
  const { t } = useTranslation('app');
  const { http } = useStores();
  const { bcp47 } = useLocale();
  const nav = useAppNavigation();
  const api = useMemo(() => createAskVetApi(http), [http]);
  const [question, setQuestion] = useState<VetQuestion | null>(null);
  const [missing, setMissing] = useState(false);
  const [text, setText] = useState('');
  const [askForPhoto, setAskForPhoto] = useState(false);
  const [busy, setBusy] = useState(false);
  const answerId = useId();
  useEffect(() => {
    api.question(id).then(setQuestion, () => setMissing(true));
  }, [api, id]);

  const back = (
    <IconLink to={nav.pathTo(VET_QUESTIONS_PATH)} icon="lucide:arrow-left">
      {t('askVet.queue.title')}
    </IconLink>
  );
  if (missing) {
    return (
      <Box>
        {back}
        <Text mt="2" role="alert">
          {t('askVet.vet.missing')}
        </Text>
      </Box>
    );
  }
  if (!question) {
    return (
      <Box>
        {back}
        <Text role="status" color="fg.muted" mt="2">
          {t('common.loading')}
        </Text>
      </Box>
    );
  }

  const run = async (action: () => Promise<VetQuestion>) => {
    setBusy(true);
    try {
      setQuestion(await action());
      return true;
    } catch {
      // The HTTP client has said what went wrong.
      return false;
    } finally {
      setBusy(false);
    }
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const ok = await run(() => api.answer(id, { text, ask_for_photo: askForPhoto }));
    if (ok) {
      setText('');
      setAskForPhoto(false);
    }
  };
  const closed = question.status === 'closed';
  return (
    <Box>
      {back}
      <chakra.h1 fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold" lineHeight="short" mt="2">
        {t('askVet.vet.title', { name: question.pet_name })}
      </chakra.h1>
      <Text color="fg.muted" mt="1">
        {closed
          ? t('askVet.vet.closed')
          : question.status === 'waiting_for_clinic' && question.waiting_since
            ? t('askVet.queue.waiting', {
                time: waitingTime(question.waiting_since, new Date(), bcp47),
              })
            : t('askVet.queue.waitingForKeeper')}
      </Text>
      <Box
        display="grid"
        gridTemplateColumns={{ base: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }}
        gap="6"
        mt="5"
      >
        <Box minW="0">
          <QuestionView question={question} />
          {!closed && (
            <chakra.form onSubmit={(e) => void submit(e)} mt="5">
              <chakra.label htmlFor={answerId} fontWeight="semibold" display="block" mb="1">
                {t('askVet.vet.answer')}
              </chakra.label>
              <chakra.textarea
                id={answerId}
                {...inputStyles}
                minH="28"
                value={text}
                maxLength={VET_QUESTION_LIMITS.textMax}
                required
                onChange={(e) => setText(e.target.value)}
              />
              <chakra.label display="flex" alignItems="center" gap="2" mt="2" minH="11">
                <input
                  type="checkbox"
                  checked={askForPhoto}
                  onChange={(e) => setAskForPhoto(e.target.checked)}
                />
                {t('askVet.vet.askForPhoto')}
              </chakra.label>
              <Flex gap="3" mt="3" wrap="wrap">
                <PrimaryButton type="submit" disabled={busy || text.trim() === ''}>
                  {t('askVet.vet.send')}
                </PrimaryButton>
                <SecondaryButton
                  type="button"
                  disabled={busy}
                  onClick={() => void run(() => api.close(id))}
                >
                  {t('askVet.vet.close')}
                </SecondaryButton>
              </Flex>
            </chakra.form>
          )}
        </Box>
        <SharedRecord petId={question.pet_id} />
      </Box>
    </Box>
  );
}
