import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PET_TEXT } from '@contract/pets/petLimits';
import { TextAreaField } from '../../ui/forms/TextAreaField';
import { TextField } from '../../ui/forms/TextField';

/**
 * The fields every visit record has — date, reason, findings, treatment, notes — with their
 * limits, for the keeper's visit form and the vet's visit note. Each caller keeps its own
 * words for them, and slots in the fields only it has (where, and what it cost).
 */
export function VisitRecordFields({
  today,
  labels,
  reasonHint,
  afterReason,
  beforeNotes,
}: {
  /** The latest date a visit may have. */
  today: string;
  labels: { date: string; reason: string; diagnosis: string; treatment: string; notes: string };
  reasonHint?: string;
  afterReason?: ReactNode;
  beforeNotes?: ReactNode;
}) {
  const { t } = useTranslation('app');
  const optional = t('common.optional');
  return (
    <>
      <Box maxW="14rem">
        <TextField name="visited_on" type="date" label={labels.date} max={today} required />
      </Box>
      <TextField
        name="reason"
        label={labels.reason}
        hint={reasonHint}
        maxLength={PET_TEXT.visitReason}
        required
      />
      {afterReason}
      <TextAreaField
        name="diagnosis"
        label={labels.diagnosis}
        labelNote={optional}
        maxLength={PET_TEXT.clinicalText}
      />
      <TextAreaField
        name="treatment"
        label={labels.treatment}
        labelNote={optional}
        maxLength={PET_TEXT.clinicalText}
      />
      {beforeNotes}
      <TextAreaField
        name="notes"
        label={labels.notes}
        labelNote={optional}
        maxLength={PET_TEXT.notes}
      />
    </>
  );
}
