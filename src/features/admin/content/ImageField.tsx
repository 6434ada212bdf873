import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { useField } from 'formik';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SecondaryButton } from '../../../ui/forms/Button';
import { inputStyles } from '../../../ui/forms/fieldStyles';
import { FieldError } from '../../../ui/forms/TextField';
import { useFieldError } from '../../../ui/forms/useFieldError';

/**
 * A picture of the record (a cover, a place's photo): its address — an uploaded picture, one of
 * our illustrations (/images/covers/…) or an https URL — with a small preview, a way to upload
 * or choose one, and a way to remove it.
 */
export function ImageField({
  name,
  label,
  hint,
  onPick,
}: {
  name: string;
  label: string;
  hint?: string;
  /** Opens the picker; the chosen picture's address comes back through `set`. */
  onPick: (set: (src: string) => void) => void;
}) {
  const { t } = useTranslation('app');
  const [field, meta, helpers] = useField<string>(name);
  const { error, clearServerError } = useFieldError(name, meta);
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const value = field.value ?? '';
  const set = (src: string) => {
    clearServerError();
    void helpers.setValue(src);
  };
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <Box>
      <chakra.label htmlFor={id} display="block" fontWeight="semibold" mb="1">
        {label}
        <chakra.span fontWeight="normal" color="fg.muted" ms="1">
          {t('common.optional')}
        </chakra.span>
      </chakra.label>
      {hint && (
        <Text id={hintId} fontSize="sm" color="fg.muted" mb="1.5">
          {hint}
        </Text>
      )}
      <Flex gap="3" align="flex-start" wrap="wrap">
        {value && /^(\/|https:\/\/)/.test(value) && (
          <chakra.img
            src={value}
            alt={t('admin.images.currentPreview')}
            w="8rem"
            aspectRatio="16 / 9"
            objectFit="cover"
            borderRadius="md"
            bg="bg.subtle"
          />
        )}
        <Box flex="1 1 14rem" minW="0">
          <chakra.input
            {...field}
            value={value}
            onChange={(event) => {
              clearServerError();
              field.onChange(event);
            }}
            id={id}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy || undefined}
            {...inputStyles}
          />
          <Flex gap="2" mt="2" wrap="wrap">
            <SecondaryButton type="button" onClick={() => onPick(set)}>
              {t('admin.images.pick')}
            </SecondaryButton>
            {value && (
              <SecondaryButton type="button" onClick={() => set('')}>
                {t('admin.images.remove')}
              </SecondaryButton>
            )}
          </Flex>
        </Box>
      </Flex>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </Box>
  );
}
