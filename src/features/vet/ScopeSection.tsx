import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShareScope } from '@contract/shareScopes';
import type { Patient } from '@contract/schemas/vets';
import { AppIcon } from '../../ui/icons/AppIcon';
import { CARD_SURFACE } from '../../ui/cardSurface';

/**
 * One part of a shared pet's record: its heading, and its content when the keeper shares it, or
 * a line saying they do not (the vet asks the keeper if it is needed).
 */
export function ScopeSection({
  id,
  scope,
  patient,
  title,
  action,
  children,
}: {
  id: string;
  scope: ShareScope;
  patient: Patient;
  title: string;
  /** Beside the heading when the scope is shared (an "Add" button). */
  action?: ReactNode;
  /** Rendered only when the scope is shared, so nothing unshared is even asked for. */
  children: () => ReactNode;
}) {
  const { t } = useTranslation('app');
  const shared = patient.scopes.includes(scope);
  return (
    <chakra.section
      aria-labelledby={`${id}-heading`}
      id={id}
      {...CARD_SURFACE}
      px={{ base: '4', md: '6' }}
      py={{ base: '4', md: '5' }}
      scrollMarginTop="4"
    >
      <Flex gap="3" justify="space-between" align="center" wrap="wrap" mb="3">
        <chakra.h2 id={`${id}-heading`} fontSize="xl" fontWeight="bold">
          {title}
        </chakra.h2>
        {shared && action}
      </Flex>
      {shared ? (
        <Box>{children()}</Box>
      ) : (
        <Flex gap="2" align="center" color="fg.muted">
          <AppIcon icon="lucide:lock" size={18} />
          <Text>{t('vets.patient.notShared', { name: patient.name })}</Text>
        </Flex>
      )}
    </chakra.section>
  );
}
