import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FileRef } from '@contract/schemas/pets';
import type { ThreadVetQuestions, VetQuestion } from '@contract/schemas/vetQuestions';
import { VET_QUESTION_LIMITS } from '@contract/vetQuestions';
import { useStores } from '../../stores/StoreProvider';
import { PrimaryButton, SecondaryButton } from '../../ui/forms/Button';
import { inputStyles } from '../../ui/forms/fieldStyles';
import { createAskVetApi } from './askVetApi';
import { PhotoChoice } from './PhotoChoice';

/** Sends the conversation to a clinic the pet is shared with, with a question and photos. */
export function SendToVetForm({
  threadId,
  clinics,
  photos,
  emergency,
  onSent,
  onCancel,
}: {
  threadId: string;
  clinics: ThreadVetQuestions['clinics'];
  photos: readonly FileRef[];
  emergency: boolean;
  onSent: (question: VetQuestion) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('app');
  const { http } = useStores();
  const api = useMemo(() => createAskVetApi(http), [http]);
  const [clinicId, setClinicId] = useState<number | null>(null);
  const [question, setQuestion] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const questionId = useId();
  const clinicFieldId = useId();
  const chosenClinic = clinicId ?? clinics[0]?.id ?? null;

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
      setQuestion('');
      setChosen([]);
      onSent(sent);
    } catch {
      // The HTTP client has said what went wrong.
    } finally {
      setBusy(false);
    }
  };

  return (
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
      <PhotoChoice photos={photos} chosen={chosen} onChange={setChosen} />
      {emergency && (
        <Text mt="3" fontWeight="semibold" color="danger.fg">
          {t('askVet.emergency.sendNote')}
        </Text>
      )}
      <Flex gap="3" mt="4" wrap="wrap">
        <PrimaryButton type="submit" disabled={busy || question.trim() === ''}>
          {t('askVet.send')}
        </PrimaryButton>
        <SecondaryButton type="button" onClick={onCancel}>
          {t('askVet.cancel')}
        </SecondaryButton>
      </Flex>
    </chakra.form>
  );
}
