import { Box, chakra, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TriageLevel } from '@contract/aiAssistant';
import type { ThreadVetQuestions, VetQuestion } from '@contract/schemas/vetQuestions';
import { useAppNavigation } from '../../app/core/AppEnvironment';
import { useStores } from '../../stores/StoreProvider';
import { AppLink } from '../../ui/AppLink';
import { SecondaryButton } from '../../ui/forms/Button';
import { createAskVetApi } from './askVetApi';
import { EmergencyNotice } from './EmergencyNotice';
import { QuestionView } from './QuestionView';
import { ReplyForm } from './ReplyForm';
import { SendToVetForm } from './SendToVetForm';

/** The notification type the server sends when the clinic answers (vet-questions/). */
const ANSWERED_TYPE = 'vet_question_answered';
const SHARING_PATH = '/pet-profile/sharing/';

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
  const titleId = useId();

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
  const replace = (updated: VetQuestion) =>
    setData({
      ...data,
      questions: data.questions.map((q) => (q.id === updated.id ? updated : q)),
    });

  return (
    <chakra.section aria-labelledby={titleId} mt="8" borderTopWidth="1px" pt="6">
      <chakra.h2 id={titleId} fontSize="xl" fontWeight="bold">
        {t('askVet.title')}
      </chakra.h2>

      {emergency && <EmergencyNotice clinics={clinics} />}

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
        <SendToVetForm
          threadId={threadId}
          clinics={clinics}
          photos={data.photos}
          emergency={emergency}
          onSent={(sent) => {
            setData({ ...data, questions: [...data.questions, sent] });
            setOpen(false);
          }}
          onCancel={() => setOpen(false)}
        />
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
