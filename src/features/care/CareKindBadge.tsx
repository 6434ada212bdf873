import { chakra } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { isVeterinary } from './careKinds';
import type { CareKind } from './carePageContexts';

/** The kind of a care place, as a small label; vets in the brand colour, emergencies in accent. */
export function CareKindBadge({ kind, lang }: { kind: CareKind; lang?: string }) {
  const { t } = useTranslation();
  const emergency = kind === 'emergency-vet';
  return (
    <chakra.span
      lang={lang}
      display="inline-block"
      px="2.5"
      py="0.5"
      borderRadius="full"
      fontSize="xs"
      fontWeight="bold"
      letterSpacing="0.03em"
      bg={emergency ? 'bg.accent' : isVeterinary(kind) ? 'brand.subtle' : 'bg.subtle'}
      color={emergency ? 'fg.accent' : isVeterinary(kind) ? 'brand.fg' : 'fg'}
      borderWidth="1px"
      borderColor={emergency ? 'fg.accent' : 'border'}
    >
      {t(`care.kinds.${kind}`)}
    </chakra.span>
  );
}
