import { Box, chakra, Flex } from '@chakra-ui/react';
import type { Editor } from '@tiptap/react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SecondaryButton } from '../../../ui/forms/Button';
import { inputStyles } from '../../../ui/forms/fieldStyles';

/** Where the selected text links to: a URL (site path, https, mailto or tel), or no link. */
export function LinkForm({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const { t } = useTranslation('app');
  const id = useId();
  const [href, setHref] = useState<string>(
    (editor.getAttributes('link') as { href?: string }).href ?? '',
  );
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  const valid = /^(https?:\/\/|mailto:|tel:|\/(?!\/))\S+$/.test(href.trim());
  const apply = () => {
    if (!valid) return;
    editor.chain().focus().extendMarkRange('link').setLink({ href: href.trim() }).run();
    onDone();
  };
  return (
    <Flex
      gap="2"
      p="2"
      wrap="wrap"
      align="flex-end"
      borderBottomWidth="1px"
      borderColor="border"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onDone();
          editor.commands.focus();
        }
      }}
    >
      <Box flex="1 1 14rem">
        <chakra.label htmlFor={id} display="block" fontSize="sm" fontWeight="semibold" mb="1">
          {t('admin.editor.linkUrl')}
        </chakra.label>
        <chakra.input
          ref={input}
          id={id}
          type="url"
          value={href}
          placeholder="https://"
          onChange={(event) => setHref(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              apply();
            }
          }}
          aria-invalid={href !== '' && !valid ? true : undefined}
          {...inputStyles}
        />
      </Box>
      <SecondaryButton type="button" onClick={apply} disabled={!valid}>
        {t('admin.editor.linkApply')}
      </SecondaryButton>
      <SecondaryButton
        type="button"
        onClick={() => {
          editor.chain().focus().extendMarkRange('link').unsetLink().run();
          onDone();
        }}
      >
        {t('admin.editor.linkRemove')}
      </SecondaryButton>
    </Flex>
  );
}
