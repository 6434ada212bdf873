import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { useField } from 'formik';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inputStyles } from '../../../ui/forms/fieldStyles';
import { FieldError } from '../../../ui/forms/TextField';
import { useFieldError } from '../../../ui/forms/useFieldError';
import type { InsertedImage } from './richTextTypes';
import { TEXT_LINK_LOOK } from '../../../ui/textLinkLook';

// TipTap and ProseMirror (~110 kB gzip) load only when an admin opens an editor.
const TipTapEditor = lazy(() =>
  import('./TipTapEditor').then((module) => ({ default: module.TipTapEditor })),
);

/** Embeds the visual editor has no place for: such HTML is edited as HTML. */
const EMBED = /<(iframe|video|audio|table)\b/i;

/**
 * A rich-text field bound to Formik: the visual editor, or the HTML itself (for embeds such as
 * a video, which the site's sanitiser keeps from the allowed hosts). While the editor loads, and
 * for HTML that has embeds, the HTML is edited in a text box.
 */
export function RichTextField({
  name,
  label,
  hint,
  onInsertImage,
}: {
  name: string;
  label: string;
  hint?: string;
  onInsertImage?: (insert: (image: InsertedImage) => void) => void;
}) {
  const { t } = useTranslation('app');
  const [field, meta, helpers] = useField<string>(name);
  const { error, clearServerError } = useFieldError(name, meta);
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  const value = field.value ?? '';
  const hasEmbeds = EMBED.test(value);
  const [asHtml, setAsHtml] = useState(hasEmbeds);
  const showHtml = asHtml || hasEmbeds;
  const change = (html: string) => {
    clearServerError();
    void helpers.setValue(html);
  };

  const htmlBox = (
    <chakra.textarea
      id={`${id}-html`}
      aria-labelledby={labelId}
      aria-describedby={describedBy || undefined}
      aria-invalid={error ? true : undefined}
      value={value}
      onChange={(event) => change(event.target.value)}
      onBlur={() => void helpers.setTouched(true)}
      rows={14}
      spellCheck={false}
      {...inputStyles}
      fontFamily="mono"
      fontSize="sm"
    />
  );

  return (
    <Box>
      <Flex justify="space-between" align="flex-end" gap="3" wrap="wrap" mb="1">
        <chakra.span id={labelId} display="block" fontWeight="semibold">
          {label}
        </chakra.span>
        <chakra.button
          type="button"
          aria-pressed={showHtml}
          disabled={hasEmbeds}
          onClick={() => setAsHtml((v) => !v)}
          fontSize="sm"
          {...TEXT_LINK_LOOK}
          cursor="pointer"
          _disabled={{ color: 'fg.muted', cursor: 'not-allowed', textDecoration: 'none' }}
        >
          {t('admin.editor.editHtml')}
        </chakra.button>
      </Flex>
      {hint && (
        <Text id={hintId} fontSize="sm" color="fg.muted" mb="1.5">
          {hint}
        </Text>
      )}
      {hasEmbeds && (
        <Text fontSize="sm" color="fg.muted" mb="1.5">
          {t('admin.editor.embedsAsHtml')}
        </Text>
      )}
      {showHtml ? (
        htmlBox
      ) : (
        <Suspense
          fallback={
            <Box>
              <Text role="status" fontSize="sm" color="fg.muted" mb="1">
                {t('admin.editor.loading')}
              </Text>
              {htmlBox}
            </Box>
          }
        >
          <TipTapEditor
            value={value}
            onChange={change}
            onBlur={() => void helpers.setTouched(true)}
            labelId={labelId}
            describedBy={describedBy || undefined}
            invalid={Boolean(error)}
            onInsertImage={onInsertImage}
          />
        </Suspense>
      )}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </Box>
  );
}
