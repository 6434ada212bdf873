import { Box, chakra } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { STEPS } from './createPetSteps';

/** Where the keeper is among the steps: a bar per step, "step n of 4" for screen readers. */
export function CreatePetProgress({ step }: { step: number }) {
  const { t } = useTranslation('app');
  return (
    <chakra.ol
      listStyleType="none"
      display="flex"
      gap="2"
      mb="6"
      aria-label={t('pets.create.progress')}
    >
      {STEPS.map((s, index) => (
        <chakra.li
          key={s.id}
          flex="1"
          aria-current={index === step ? 'step' : undefined}
          fontSize="sm"
          fontWeight={index === step ? 'bold' : 'medium'}
          color={index <= step ? 'brand.fg' : 'fg.muted'}
        >
          <Box h="1.5" borderRadius="full" bg={index <= step ? 'brand.solid' : 'border'} mb="1.5" />
          <chakra.span srOnly>
            {t('pets.create.stepOf', { step: index + 1, total: STEPS.length })}:{' '}
          </chakra.span>
          {t(`pets.create.steps.${s.id}`)}
        </chakra.li>
      ))}
    </chakra.ol>
  );
}
