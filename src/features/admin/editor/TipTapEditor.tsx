import { Box } from '@chakra-ui/react';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ARTICLE_STYLES } from './articleStyles';
import { EditorToolbar } from './EditorToolbar';
import { formattingTools } from './editorTools';
import { LinkForm } from './LinkForm';
import type { RichTextEditorProps } from './richTextTypes';
import { FOCUS_WITHIN_RING } from '../../../ui/focusWithinRing';

/**
 * The rich-text editor of the admin console: TipTap (ProseMirror) with the formatting articles
 * use — headings, bold, italic, underline, lists, quotes, links and pictures. Loaded only when an
 * editor is shown (RichTextField imports it lazily, so keepers never download it). The toolbar is one tab stop, arrow keys move
 * in it (WAI-ARIA toolbar); the text area is named by the field's label.
 */
export function TipTapEditor({
  value,
  onChange,
  onBlur,
  labelId,
  describedBy,
  invalid,
  onInsertImage,
}: RichTextEditorProps) {
  const { t } = useTranslation('app');
  // Options keep their identity between renders: TipTap compares them on every render and
  // would otherwise reconfigure the editor at each keystroke.
  const initialContent = useRef(value);
  const extensions = useMemo(
    () => [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        code: false,
        codeBlock: false,
        link: {
          openOnClick: false,
          autolink: true,
          protocols: ['http', 'https', 'mailto', 'tel'],
          HTMLAttributes: { rel: 'noopener noreferrer', target: null },
        },
      }),
      Image.configure({ inline: false, allowBase64: false }),
    ],
    [],
  );
  const editorProps = useMemo(
    () => ({
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        'data-testid': 'rich-text',
      },
    }),
    [labelId, describedBy, invalid],
  );
  const editor = useEditor({
    extensions,
    content: initialContent.current,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps,
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    onBlur: () => onBlur?.(),
  });

  // A value from outside (the record loaded): shown, unless the admin is typing — the form's
  // value may lag a keystroke behind the editor, which is the truth while it has focus.
  useEffect(() => {
    if (!editor || editor.isDestroyed || editor.isFocused) return;
    const shown = editor.isEmpty ? '' : editor.getHTML();
    if (shown !== value) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const tools = formattingTools(t);

  const [linkOpen, setLinkOpen] = useState(false);

  return (
    <Box
      borderWidth={invalid ? '2px' : '1px'}
      borderColor={invalid ? 'danger.fg' : 'border'}
      borderRadius="md"
      bg="bg.surface"
      _focusWithin={FOCUS_WITHIN_RING}
    >
      <EditorToolbar
        editor={editor}
        tools={tools}
        onToggleLink={() => setLinkOpen((open) => !open)}
        onInsertImage={onInsertImage}
      />
      {linkOpen && editor && <LinkForm editor={editor} onDone={() => setLinkOpen(false)} />}
      <Box px="4" py="3" css={ARTICLE_STYLES}>
        <EditorContent editor={editor} />
      </Box>
    </Box>
  );
}
