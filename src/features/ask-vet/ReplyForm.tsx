import { chakra } from '@chakra-ui/react';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FileRef } from '@contract/schemas/pets';
import type { VetQuestion } from '@contract/schemas/vetQuestions';
import { VET_QUESTION_LIMITS } from '@contract/vetQuestions';
import { useStores } from '../../stores/StoreProvider';
import { SecondaryButton } from '../../ui/forms/Button';
import { inputStyles } from '../../ui/forms/fieldStyles';
import { createAskVetApi } from './askVetApi';
import { PhotoChoice } from './PhotoChoice';

/** The keeper's reply when the clinic asked something back. */
export function ReplyForm({
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
