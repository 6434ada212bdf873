import { Box, chakra, Text } from '@chakra-ui/react';
import { useField } from 'formik';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SHARE_SCOPES, type ShareScope } from '@contract/shareScopes';
import { FieldError } from '../../ui/forms/TextField';
import { useFieldError } from '../../ui/forms/useFieldError';
import { ChoiceTile } from '../../ui/forms/ChoiceGroup';
import { SCOPE_HINTS, SCOPE_LABELS } from './scopeKeys';

/** What a clinic may see: one checkbox per scope, each with what it covers. */
export function ScopeCheckboxes({ name, legend }: { name: string; legend: string }) {
  const { t } = useTranslation('app');
  const [field, meta, helpers] = useField<ShareScope[]>(name);
  const id = useId();
  const errorId = `${id}-error`;
  const { error, clearServerError } = useFieldError(name, {
    error: typeof meta.error === 'string' ? meta.error : undefined,
    touched: Boolean(meta.touched),
  });
  const toggle = (scope: ShareScope, on: boolean) => {
    clearServerError();
    const next = on ? [...field.value, scope] : field.value.filter((s) => s !== scope);
    void helpers.setValue(SHARE_SCOPES.filter((s) => next.includes(s)));
    void helpers.setTouched(true, false);
  };
  return (
    <chakra.fieldset aria-describedby={error ? errorId : undefined}>
      <chakra.legend fontWeight="semibold" mb="2">
        {legend}
      </chakra.legend>
      <Box display="grid" gridTemplateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="2">
        {SHARE_SCOPES.map((scope) => {
          const boxId = `${id}-${scope}`;
          const checked = field.value.includes(scope);
          return (
            <ChoiceTile card key={scope} htmlFor={boxId} checked={checked}>
              <chakra.input
                id={boxId}
                type="checkbox"
                name={name}
                value={scope}
                checked={checked}
                aria-describedby={`${boxId}-hint`}
                aria-invalid={error ? true : undefined}
                onChange={(event) => toggle(scope, event.currentTarget.checked)}
                w="5"
                h="5"
                mt="0.5"
                flexShrink={0}
                accentColor="brand.solid"
              />
              <Box>
                <Text fontWeight="semibold">{t(SCOPE_LABELS[scope])}</Text>
                <Text id={`${boxId}-hint`} fontSize="sm" color="fg.muted">
                  {t(SCOPE_HINTS[scope])}
                </Text>
              </Box>
            </ChoiceTile>
          );
        })}
      </Box>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </chakra.fieldset>
  );
}
