import { Box, chakra, Flex } from '@chakra-ui/react';
import { useField, useFormikContext } from 'formik';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CARE_KINDS } from '@contract/careKinds';
import { LOCALES, SYSTEM_LOCALES } from '@contract/locales';
import { useStores } from '../../../stores/StoreProvider';
import { inputStyles } from '../../../ui/forms/fieldStyles';
import { SelectField } from '../../../ui/forms/SelectField';
import { TextAreaField } from '../../../ui/forms/TextAreaField';
import { FieldError, TextField } from '../../../ui/forms/TextField';
import { useFieldError } from '../../../ui/forms/useFieldError';
import { CONTENT_PAGE_KEYS } from '../../content';
import type { ContentKind } from '../adminApi';
import { RichTextField } from '../editor/RichTextField';
import type { InsertedImage } from '../editor/richTextTypes';
import { KIND_FORMS, slugify, valueAt, type FieldSpec, type FormValues } from './contentForms';
import { ImageField } from './ImageField';

/** Free-standing pages and their keys exist only in the languages of the app (en, jp). */
const SYSTEM_ONLY: readonly ContentKind[] = ['pages'];

export interface PickerRequest {
  askAlt: boolean;
  onChoose: (image: InsertedImage) => void;
}

/** The editor's fields of one content kind, in order (contentForms.ts says which). */
export const ContentFields = observer(function ContentFields({
  kind,
  onPickImage,
}: {
  kind: ContentKind;
  onPickImage: (request: PickerRequest) => void;
}) {
  const { t } = useTranslation('app');
  const { admin } = useStores();
  const { values, setFieldValue } = useFormikContext<FormValues>();
  const spec = KIND_FORMS[kind];
  const cities = admin.cities.valueFor('all') ?? [];
  // The selects of fixed keys: each key is offered under its translated name.
  const keyOptions = {
    careKind: CARE_KINDS.map((value) => ({ value, label: t(`admin.careKinds.${value}`) })),
    pageKey: CONTENT_PAGE_KEYS.map((value) => ({ value, label: t(`admin.pageKeys.${value}`) })),
  };

  const render = (field: FieldSpec) => {
    const label = t(field.label);
    const hint = field.hint ? t(field.hint) : undefined;
    const note = field.optional ? t('common.optional') : undefined;
    // Text, number and textarea fields show the same parts of their spec, written once here.
    const typed = { name: field.name, label, hint, labelNote: note };
    switch (field.kind) {
      case 'locale':
        return (
          <SelectField
            name={field.name}
            label={label}
            options={LOCALES.filter(
              (l) => !SYSTEM_ONLY.includes(kind) || SYSTEM_LOCALES.includes(l.code),
            ).map((l) => ({ value: l.code, label: `${l.nativeName} (${l.code})` }))}
          />
        );
      case 'city':
        return (
          <SelectField
            name={field.name}
            label={label}
            placeholder={t('admin.form.cityPlaceholder')}
            options={cities.map((city) => ({
              value: String(city.id),
              label: `${city.name} (${city.locale})`,
            }))}
          />
        );
      case 'careKind':
      case 'pageKey':
        return <SelectField name={field.name} label={label} options={keyOptions[field.kind]} />;
      case 'textarea':
        return (
          <Box lang={field.lang}>
            <TextAreaField {...typed} maxLength={field.maxLength} />
          </Box>
        );
      case 'richText':
        return (
          <RichTextField
            name={field.name}
            label={label}
            hint={t('admin.editor.hint')}
            onInsertImage={(insert) => onPickImage({ askAlt: true, onChoose: insert })}
          />
        );
      case 'image':
        return (
          <ImageField
            name={field.name}
            label={label}
            hint={hint}
            onPick={(set) => onPickImage({ askAlt: false, onChoose: (image) => set(image.src) })}
          />
        );
      case 'colour':
        return <ColourField name={field.name} label={label} hint={hint} />;
      case 'number':
        return <TextField {...typed} inputMode="numeric" maxLength={3} />;
      default:
        return (
          <Box
            lang={field.lang}
            onBlur={
              field.name === spec.titleField
                ? () => {
                    // A new record's slug follows its title until someone types one.
                    if (String(values.slug ?? '') !== '') return;
                    const suggested = slugify(String(valueAt(values, spec.titleField) ?? ''));
                    if (suggested) void setFieldValue('slug', suggested);
                  }
                : undefined
            }
          >
            <TextField {...typed} maxLength={field.maxLength} />
          </Box>
        );
    }
  };

  return (
    <Flex direction="column" gap="5">
      {spec.fields.map((field) => (
        <Box key={field.name}>{render(field)}</Box>
      ))}
    </Flex>
  );
});

/** A banner colour: the browser's colour picker and the same value as text (#rrggbb). */
function ColourField({ name, label, hint }: { name: string; label: string; hint?: string }) {
  const { t } = useTranslation('app');
  const [field, meta, helpers] = useField<string>(name);
  const { error, clearServerError } = useFieldError(name, meta);
  const id = useId();
  const valid = /^#[0-9a-fA-F]{6}$/.test(field.value ?? '');
  return (
    <Box>
      <chakra.label htmlFor={id} display="block" fontWeight="semibold" mb="1">
        {label}
      </chakra.label>
      {hint && (
        <chakra.p id={`${id}-hint`} fontSize="sm" color="fg.muted" mb="1.5">
          {hint}
        </chakra.p>
      )}
      <Flex gap="2" align="center">
        <chakra.input
          type="color"
          aria-label={t('admin.form.colourPicker')}
          value={valid ? field.value : '#000000'}
          onChange={(event) => {
            clearServerError();
            void helpers.setValue(event.target.value);
          }}
          w="12"
          h="11"
          p="1"
          borderWidth="1px"
          borderColor="border"
          borderRadius="md"
          bg="bg.surface"
          cursor="pointer"
        />
        <chakra.input
          {...field}
          id={id}
          value={field.value ?? ''}
          onChange={(event) => {
            clearServerError();
            field.onChange(event);
          }}
          maxLength={7}
          aria-invalid={error ? true : undefined}
          aria-describedby={
            [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].join(' ').trim() || undefined
          }
          {...inputStyles}
          maxW="10rem"
          fontFamily="mono"
        />
      </Flex>
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </Box>
  );
}
