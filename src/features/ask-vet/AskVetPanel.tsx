import { Box, chakra, Flex, Image, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TriageLevel } from '@contract/aiAssistant';
import type { FileRef } from '@contract/schemas/pets';
import type { ThreadVetQuestions, VetQuestion } from '@contract/schemas/vetQuestions';
import { VET_QUESTION_LIMITS } from '@contract/vetQuestions';
import { useAppNavigation } from '../../app/core/AppEnvironment';
import { useStores } from '../../stores/StoreProvider';
import { AppLink } from '../../ui/AppLink';
import { PrimaryButton, SecondaryButton } from '../../ui/forms/Button';
import { inputStyles } from '../../ui/forms/fieldStyles';
import { AppIcon } from '../../ui/icons/AppIcon';
import { createAskVetApi } from './askVetApi';
import { QuestionView } from './QuestionView';

/** The notification type the server sends when the clinic answers (vet-questions/). */
const ANSWERED_TYPE = 'vet_question_answered';
const SHARING_PATH = '/pet-profile/sharing/';

function PhotoChoice({
  photos,
  chosen,
  onChange,
}: {
  photos: readonly FileRef[];
  chosen: readonly string[];
  onChange: (ids: string[]) => void;
}) {
  const { t } = useTranslation('app');
  if (photos.length === 0) return null;
  const toggle = (id: string) =>
    onChange(chosen.includes(id) ? chosen.filter((c) => c !== id) : [...chosen, id]);
  return (
    <chakra.fieldset mt="3">
      <chakra.legend fontWeight="semibold" mb="1">
        {t('askVet.choosePhotos', { max: VET_QUESTION_LIMITS.photosMax })}
      </chakra.legend>
      <Flex gap="2" wrap="wrap">
        {photos.map((photo, index) => (
          <chakra.label
            key={photo.id}
            display="flex"
            flexDirection="column"
            alignItems="center"
            gap="1"
            cursor="pointer"
          >
            <Image
              src={photo.thumbnail_url ?? photo.url}
              alt=""
              w="20"
              h="20"
              objectFit="cover"
              borderRadius="md"
            />
            <chakra.input
              type="checkbox"
              checked={chosen.includes(photo.id)}
              disabled={
                !chosen.includes(photo.id) && chosen.length >= VET_QUESTION_LIMITS.photosMax
              }
              onChange={() => toggle(photo.id)}
              aria-label={t('askVet.photoNumber', { n: index + 1 })}
            />
          </chakra.label>
        ))}
      </Flex>
    </chakra.fieldset>
  );
}

function ReplyForm({
  question,
  photos,
  onSent,
}: {
  question: VetQuestion;
  photos: readonly FileRef[];
  onSent: (q: VetQuestion) => void;
}) {
  const { t } = useTranslation('app');
  const { http } = useStores();
  const api = useMemo(() => createAskVetApi(http), [http]);
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      onSent(await api.reply(question.id, { text, photo_ids: chosen }));
      setText('');
      setChosen([]);
    } catch {
      // The HTTP client has said what went wrong.
    } finally {
      setBusy(false);
    }
  };
  return (
    <chakra.form onSubmit={(e) => void submit(e)} mt="3">
      <chakra.label htmlFor={id} fontWeight="semibold" display="block" mb="1">
        {t('askVet.replyLabel', { clinic: question.clinic.name })}
      </chakra.label>
      <chakra.textarea
        id={id}
        {...inputStyles}
        minH="20"
        value={text}
        maxLength={VET_QUESTION_LIMITS.textMax}
        required
        onChange={(e) => setText(e.target.value)}
      />
      <PhotoChoice photos={photos} chosen={chosen} onChange={setChosen} />
      <SecondaryButton type="submit" mt="3" disabled={busy || text.trim() === ''}>
        {t('askVet.reply')}
      </SecondaryButton>
    </chakra.form>
  );
}

/**
 * Under a symptom-checker conversation: send it to a clinic the pet is shared with, with a
 * question and photos; the questions sent from it and the clinic's answers (updated live when the
 * clinic answers). An emergency never waits for a vet: the go-now instruction comes first, with
 * the clinics' phone numbers.
 */
export const AskVetPanel = observer(function AskVetPanel({
  threadId,
  petName,
  level,
}: {
  threadId: string;
  petName: string;
  level: TriageLevel | null;
}) {
  const { t } = useTranslation('app');
  const { http, notifications } = useStores();
  const nav = useAppNavigation();
  const api = useMemo(() => createAskVetApi(http), [http]);
  const [data, setData] = useState<ThreadVetQuestions | null>(null);
  const [open, setOpen] = useState(false);
  const [clinicId, setClinicId] = useState<number | null>(null);
  const [question, setQuestion] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const questionId = useId();
  const clinicFieldId = useId();

  const load = useCallback(async () => {
    try {
      setData(await api.forThread(threadId));
    } catch {
      setData(null);
    }
  }, [api, threadId]);
  useEffect(() => {
    void load();
  }, [load]);

  // The clinic's answer arrives as a live notification: read the thread again.
  const latest = notifications.items[0];
  const latestId =
    latest?.type === ANSWERED_TYPE &&
    latest.data?.action_url?.includes(`/pets-threads/${threadId}/`)
      ? latest.id
      : null;
  useEffect(() => {
    if (latestId !== null) void load();
  }, [latestId, load]);

  if (data === null) return null;
  const emergency = level === 'emergency';
  const clinics = data.clinics;
  const chosenClinic = clinicId ?? clinics[0]?.id ?? null;
  const replace = (updated: VetQuestion) =>
    setData({
      ...data,
      questions: data.questions.map((q) => (q.id === updated.id ? updated : q)),
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (chosenClinic === null) return;
    setBusy(true);
    try {
      const sent = await api.send(threadId, {
        clinic_id: chosenClinic,
        question,
        photo_ids: chosen,
      });
      setData({ ...data, questions: [...data.questions, sent] });
      setQuestion('');
      setChosen([]);
      setOpen(false);
    } catch {
      // The HTTP client has said what went wrong.
    } finally {
      setBusy(false);
    }
  };

  return (
    <chakra.section aria-labelledby={`${questionId}-title`} mt="8" borderTopWidth="1px" pt="6">
      <chakra.h2 id={`${questionId}-title`} fontSize="xl" fontWeight="bold">
        {t('askVet.title')}
      </chakra.h2>

      {emergency && (
        <Box
          role="alert"
          mt="3"
          p="4"
          borderRadius="lg"
          borderWidth="2px"
          borderColor="danger.fg"
          // The theme's semantic tokens: readable in light and dark mode alike.
          bg="danger.subtle"
          color="fg"
        >
          <Text fontWeight="bold" color="danger.fg">
            {t('askVet.emergency.goNow')}
          </Text>
          <Text mt="1">{t('askVet.emergency.dontWait')}</Text>
          {clinics
            .filter((c) => c.phone)
            .map((c) => (
              <chakra.a
                key={c.id}
                href={`tel:${c.phone!.replace(/[^+\d]/g, '')}`}
                display="inline-flex"
                alignItems="center"
                gap="2"
                mt="2"
                me="4"
                minH="11"
                fontWeight="semibold"
                textDecoration="underline"
              >
                <AppIcon icon="lucide:phone" size={18} />
                {t('askVet.emergency.call', { clinic: c.name, phone: c.phone })}
              </chakra.a>
            ))}
        </Box>
      )}

      {clinics.length === 0 ? (
        <Text mt="2" color="fg.muted">
          {t('askVet.notShared', { name: petName })}{' '}
          <AppLink to={nav.pathTo(SHARING_PATH)} color="brand.fg" fontWeight="semibold">
            {t('askVet.shareLink')}
          </AppLink>
        </Text>
      ) : !open ? (
        <Box mt="3">
          <Text color="fg.muted">{t('askVet.intro', { name: petName })}</Text>
          <SecondaryButton type="button" mt="3" onClick={() => setOpen(true)}>
            {t('askVet.open')}
          </SecondaryButton>
        </Box>
      ) : (
        <chakra.form onSubmit={(e) => void submit(e)} mt="3">
          <Text color="fg.muted" mb="3">
            {t('askVet.whatIsSent')}
          </Text>
          {clinics.length > 1 ? (
            <Box mb="3">
              <chakra.label htmlFor={clinicFieldId} fontWeight="semibold" display="block" mb="1">
                {t('askVet.clinic')}
              </chakra.label>
              <chakra.select
                id={clinicFieldId}
                {...inputStyles}
                value={chosenClinic ?? ''}
                onChange={(e) => setClinicId(Number(e.target.value))}
              >
                {clinics.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </chakra.select>
            </Box>
          ) : (
            <Text mb="3">{t('askVet.sendTo', { clinic: clinics[0]!.name })}</Text>
          )}
          <chakra.label htmlFor={questionId} fontWeight="semibold" display="block" mb="1">
            {t('askVet.question')}
          </chakra.label>
          <chakra.textarea
            id={questionId}
            {...inputStyles}
            minH="24"
            value={question}
            maxLength={VET_QUESTION_LIMITS.textMax}
            required
            onChange={(e) => setQuestion(e.target.value)}
          />
          <PhotoChoice photos={data.photos} chosen={chosen} onChange={setChosen} />
          {emergency && (
            <Text mt="3" fontWeight="semibold" color="danger.fg">
              {t('askVet.emergency.sendNote')}
            </Text>
          )}
          <Flex gap="3" mt="4" wrap="wrap">
            <PrimaryButton type="submit" disabled={busy || question.trim() === ''}>
              {t('askVet.send')}
            </PrimaryButton>
            <SecondaryButton type="button" onClick={() => setOpen(false)}>
              {t('askVet.cancel')}
            </SecondaryButton>
          </Flex>
        </chakra.form>
      )}

      {data.questions.map((q) => (
        <Box key={q.id} mt="6">
          <Text fontWeight="semibold" mb="2">
            {t(`askVet.status.${q.status}`, { clinic: q.clinic.name })}
          </Text>
          <QuestionView question={q} showSnapshot={false} />
          {q.status === 'waiting_for_keeper' && (
            <ReplyForm question={q} photos={data.photos} onSent={replace} />
          )}
        </Box>
      ))}
    </chakra.section>
  );
});
