import { chakra } from '@chakra-ui/react';
import type { ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { Pet } from '@contract/schemas/pets';
import type { DraftStep } from './ImageAnalysisStore';

/** The photo and details steps' props: the pet, and the heading to focus when the step begins. */
export interface DraftStepProps {
  pet: Pet;
  heading: RefObject<HTMLHeadingElement | null>;
}

const STEPS: readonly DraftStep[] = ['photo', 'details', 'questions'];

/** The new analysis's three steps, the current one marked for assistive technology too. */
export function StepIndicator({ step }: { step: DraftStep }) {
  const { t } = useTranslation('app');
  const index = STEPS.indexOf(step);
  return (
    <chakra.ol
      aria-label={t('imageAnalysis.new.stepsLabel')}
      display="flex"
      gap={{ base: '2', md: '4' }}
      listStyleType="none"
      mb="6"
      flexWrap="wrap"
    >
      {STEPS.map((name, i) => (
        <chakra.li
          key={name}
          aria-current={i === index ? 'step' : undefined}
          display="flex"
          alignItems="center"
          gap="2"
          color={i === index ? 'brand.fg' : i < index ? 'fg' : 'fg.muted'}
          fontWeight={i === index ? 'bold' : 'normal'}
        >
          <chakra.span
            display="inline-flex"
            alignItems="center"
            justifyContent="center"
            w="7"
            h="7"
            flexShrink={0}
            borderRadius="full"
            borderWidth="2px"
            borderColor={i <= index ? 'brand.solid' : 'border'}
            bg={i < index ? 'brand.solid' : 'transparent'}
            color={i < index ? 'brand.contrast' : 'inherit'}
            fontSize="sm"
            aria-hidden="true"
          >
            {i + 1}
          </chakra.span>
          {t(`imageAnalysis.new.steps.${name}`)}
        </chakra.li>
      ))}
    </chakra.ol>
  );
}

/** A step's heading: it takes the focus when its step begins. */
export function StepHeading({
  heading,
  children,
}: {
  heading: RefObject<HTMLHeadingElement | null>;
  children: ReactNode;
}) {
  return (
    <chakra.h2
      ref={heading}
      tabIndex={-1}
      fontSize="xl"
      fontWeight="bold"
      mb="3"
      _focus={{ outline: 'none' }}
    >
      {children}
    </chakra.h2>
  );
}
