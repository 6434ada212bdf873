import { chakra } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ShareScope } from '@contract/shareScopes';
import { SCOPE_LABELS } from '../sharing';

/** What the keeper shares, as a list of small labels. */
export function ScopeChips({ scopes, label }: { scopes: readonly ShareScope[]; label: string }) {
  const { t } = useTranslation('app');
  return (
    <chakra.ul aria-label={label} display="flex" flexWrap="wrap" gap="1.5" listStyleType="none">
      {scopes.map((scope) => (
        <chakra.li
          key={scope}
          px="2.5"
          py="0.5"
          borderRadius="full"
          bg="bg.subtle"
          borderWidth="1px"
          borderColor="border"
          fontSize="sm"
        >
          {t(SCOPE_LABELS[scope])}
        </chakra.li>
      ))}
    </chakra.ul>
  );
}
