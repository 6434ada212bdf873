import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { useField } from 'formik';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BCS_MAX,
  BCS_MIN,
  bodyConditionCategory,
  bodyConditionDescription,
  type BodyConditionCategory,
  type PetsLanguage,
} from '@contract/pets';
import { FieldError } from '../../ui/forms/TextField';
import { useFieldError } from '../../ui/forms/useFieldError';
import { FOCUS_WITHIN_RING } from '../../ui/focusWithinRing';

const SCORES = Array.from({ length: BCS_MAX - BCS_MIN + 1 }, (_, i) => BCS_MIN + i);

/** Colour of each band of the scale: thin and obese warn, ideal is calm. */
export const CATEGORY_TONE: Record<BodyConditionCategory, string> = {
  too_thin: 'warning',
  ideal: 'success',
  overweight: 'warning',
  obese: 'danger',
};

/**
 * The 9-point body condition score (WSAVA) as a row of nine choices, coloured by band (too thin,
 * ideal, overweight, obese), with what to look and feel for at the chosen score. Native radio
 * buttons: arrow keys move along the scale. "Not scored" clears it.
 */
export function BodyConditionField({
  name,
  legend,
  language,
}: {
  name: string;
  legend: string;
  language: PetsLanguage;
}) {
  const { t } = useTranslation('app');
  const [field, meta, helpers] = useField<number | null>(name);
  const { error, clearServerError } = useFieldError(name, meta);
  const id = useId();
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const score = field.value;
  const choose = (value: number | null) => {
    clearServerError();
    void helpers.setValue(value);
  };
  return (
    <chakra.fieldset
      aria-describedby={[descriptionId, error ? errorId : null].filter(Boolean).join(' ')}
    >
      <chakra.legend fontWeight="semibold" mb="2">
        {legend}
      </chakra.legend>
      <Flex gap="1" role="presentation">
        {SCORES.map((value) => {
          const tone = CATEGORY_TONE[bodyConditionCategory(value)];
          const checked = score === value;
          return (
            <chakra.label
              key={value}
              flex="1"
              minW="0"
              display="flex"
              flexDirection="column"
              alignItems="center"
              gap="1"
              py="2"
              borderRadius="md"
              borderWidth={checked ? '2px' : '1px'}
              borderColor={checked ? `${tone}.fg` : 'border'}
              bg={checked ? `${tone}.subtle` : 'bg.surface'}
              cursor="pointer"
              _hover={{ borderColor: `${tone}.fg` }}
              _focusWithin={FOCUS_WITHIN_RING}
            >
              <chakra.input
                type="radio"
                name={name}
                value={value}
                checked={checked}
                onChange={() => choose(value)}
                onBlur={field.onBlur}
                srOnly
                aria-label={t('diet.bcs.option', {
                  score: value,
                  band: t(`diet.bcs.category.${bodyConditionCategory(value)}`),
                })}
              />
              <Box
                aria-hidden="true"
                w="full"
                h="1.5"
                bg={`${tone}.fg`}
                opacity={checked ? 1 : 0.45}
              />
              <Text aria-hidden="true" fontWeight={checked ? 'bold' : 'medium'}>
                {value}
              </Text>
            </chakra.label>
          );
        })}
      </Flex>
      <Flex justify="space-between" fontSize="xs" color="fg.muted" mt="1" aria-hidden="true">
        <span>{t('diet.bcs.category.too_thin')}</span>
        <span>{t('diet.bcs.category.ideal')}</span>
        <span>{t('diet.bcs.category.obese')}</span>
      </Flex>
      <Box id={descriptionId} mt="3" aria-live="polite">
        {score !== null ? (
          <Text>
            <chakra.strong>
              {t('diet.bcs.chosen', {
                score,
                band: t(`diet.bcs.category.${bodyConditionCategory(score)}`),
              })}
            </chakra.strong>{' '}
            {bodyConditionDescription(score, language)}
          </Text>
        ) : (
          <Text color="fg.muted">{t('diet.bcs.notScored')}</Text>
        )}
      </Box>
      {score !== null && (
        <chakra.button
          type="button"
          mt="2"
          color="brand.fg"
          textDecoration="underline"
          cursor="pointer"
          onClick={() => choose(null)}
        >
          {t('diet.bcs.clear')}
        </chakra.button>
      )}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </chakra.fieldset>
  );
}
