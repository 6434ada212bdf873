import { Box, chakra, Grid, Text } from '@chakra-ui/react';
import { FieldArray, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { QuietButton, SecondaryButton } from '../../ui/forms/Button';
import { TextField } from '../../ui/forms/TextField';
import { AppIcon } from '../../ui/icons/AppIcon';
import type { ProfileValues } from './profileForm';

type ListName = 'medications' | 'vaccinations';
type ItemOf<N extends ListName> = ProfileValues[N][number];

/** One text or date input of a row; a field that is not required is marked optional. */
export interface ListFieldSpec<N extends ListName> {
  key: keyof ItemOf<N> & string;
  label: string;
  type?: 'date';
  maxLength?: number;
  max?: string;
  required?: boolean;
}

/**
 * An editable list of records on the profile form (medications, vaccinations): a heading, the
 * rows with their fields and a remove button, and an add button while the list has room. The
 * lists differ only in their fields, which the caller describes.
 */
export function ProfileListEditor<N extends ListName>({
  name,
  title,
  empty,
  addLabel,
  itemNoun,
  max,
  emptyItem,
  fields,
}: {
  name: N;
  title: string;
  empty: string;
  addLabel: string;
  /** Names a row in its remove button's label while the row has no name yet. */
  itemNoun: string;
  max: number;
  emptyItem: ItemOf<N>;
  fields: ListFieldSpec<N>[];
}) {
  const { t } = useTranslation('app');
  const { values } = useFormikContext<ProfileValues>();
  const items: ItemOf<N>[] = values[name];
  const optional = t('common.optional');
  return (
    <FieldArray name={name}>
      {({ push, remove }) => (
        <Box>
          <chakra.h3 fontWeight="bold" mb="2">
            {title}
          </chakra.h3>
          {items.length === 0 ? (
            <Text color="fg.muted">{empty}</Text>
          ) : (
            <chakra.ul listStyleType="none" display="grid" gap="3">
              {items.map((item, i) => (
                <chakra.li
                  key={i}
                  borderWidth="1px"
                  borderColor="border"
                  borderRadius="lg"
                  px="4"
                  py="3"
                  bg="bg.subtle"
                >
                  <Grid
                    templateColumns={{ base: '1fr', md: 'repeat(auto-fill, minmax(12rem, 1fr))' }}
                    gap="3"
                  >
                    {fields.map((field) => (
                      <TextField
                        key={field.key}
                        name={`${name}.${i}.${field.key}`}
                        type={field.type}
                        label={field.label}
                        labelNote={field.required ? undefined : optional}
                        maxLength={field.maxLength}
                        max={field.max}
                        required={field.required}
                      />
                    ))}
                  </Grid>
                  <QuietButton
                    type="button"
                    mt="2"
                    px="0"
                    onClick={() => remove(i)}
                    aria-label={t('petProfile.info.removeRow', { name: item.name || itemNoun })}
                  >
                    {t('petProfile.info.remove')}
                  </QuietButton>
                </chakra.li>
              ))}
            </chakra.ul>
          )}
          {items.length < max && (
            <SecondaryButton type="button" mt="3" onClick={() => push({ ...emptyItem })}>
              <AppIcon icon="lucide:plus" size={18} />
              {addLabel}
            </SecondaryButton>
          )}
        </Box>
      )}
    </FieldArray>
  );
}
