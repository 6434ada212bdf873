import { Box, chakra, Flex } from '@chakra-ui/react';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SecondaryButton } from '../../../ui/forms/Button';
import { inputStyles } from '../../../ui/forms/fieldStyles';
import { AppIcon, type AppIconName } from '../../../ui/icons/AppIcon';
import type { RichTextEditorProps } from './richTextTypes';

/** The site's article typography, so what is typed looks like what will be published. */
const ARTICLE_STYLES = {
  '& .ProseMirror': {
    minHeight: '16rem',
    outline: 'none',
    lineHeight: 'tall',
  },
  '& .ProseMirror > * + *': { marginTop: '0.9em' },
  '& .ProseMirror h2': { fontSize: '1.5em', fontWeight: 'bold', lineHeight: '1.25' },
  '& .ProseMirror h3': { fontSize: '1.25em', fontWeight: 'bold', lineHeight: '1.3' },
  '& .ProseMirror h4': { fontSize: '1.1em', fontWeight: 'bold' },
  '& .ProseMirror a': { color: 'brand.fg', textDecoration: 'underline' },
  '& .ProseMirror ul, & .ProseMirror ol': { paddingInlineStart: '1.5em' },
  '& .ProseMirror ul': { listStyleType: 'disc' },
  '& .ProseMirror ol': { listStyleType: 'decimal' },
  '& .ProseMirror blockquote': {
    borderInlineStartWidth: '4px',
    borderColor: 'brand.solid',
    paddingInlineStart: '1em',
    color: 'fg.muted',
  },
  '& .ProseMirror img': { maxWidth: '100%', height: 'auto', borderRadius: 'md' },
  '& .ProseMirror img.ProseMirror-selectednode': {
    outline: '3px solid',
    outlineColor: 'focusRing',
  },
} as const;

interface ToolButton {
  id: string;
  icon: AppIconName;
  label: string;
  run: (editor: Editor) => void;
  /** Toggle buttons say whether the selection has it (aria-pressed). */
  active?: (editor: Editor) => boolean;
}

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

  const tools: ToolButton[] = [
    {
      id: 'h2',
      icon: 'lucide:heading-2',
      label: t('admin.editor.heading2'),
      run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
      active: (e) => e.isActive('heading', { level: 2 }),
    },
    {
      id: 'h3',
      icon: 'lucide:heading-3',
      label: t('admin.editor.heading3'),
      run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
      active: (e) => e.isActive('heading', { level: 3 }),
    },
    {
      id: 'bold',
      icon: 'lucide:bold',
      label: t('admin.editor.bold'),
      run: (e) => e.chain().focus().toggleBold().run(),
      active: (e) => e.isActive('bold'),
    },
    {
      id: 'italic',
      icon: 'lucide:italic',
      label: t('admin.editor.italic'),
      run: (e) => e.chain().focus().toggleItalic().run(),
      active: (e) => e.isActive('italic'),
    },
    {
      id: 'underline',
      icon: 'lucide:underline',
      label: t('admin.editor.underline'),
      run: (e) => e.chain().focus().toggleUnderline().run(),
      active: (e) => e.isActive('underline'),
    },
    {
      id: 'bullets',
      icon: 'lucide:list',
      label: t('admin.editor.bulletList'),
      run: (e) => e.chain().focus().toggleBulletList().run(),
      active: (e) => e.isActive('bulletList'),
    },
    {
      id: 'numbers',
      icon: 'lucide:list-ordered',
      label: t('admin.editor.orderedList'),
      run: (e) => e.chain().focus().toggleOrderedList().run(),
      active: (e) => e.isActive('orderedList'),
    },
    {
      id: 'quote',
      icon: 'lucide:quote',
      label: t('admin.editor.quote'),
      run: (e) => e.chain().focus().toggleBlockquote().run(),
      active: (e) => e.isActive('blockquote'),
    },
    {
      id: 'undo',
      icon: 'lucide:undo-2',
      label: t('admin.editor.undo'),
      run: (e) => e.chain().focus().undo().run(),
    },
    {
      id: 'redo',
      icon: 'lucide:redo-2',
      label: t('admin.editor.redo'),
      run: (e) => e.chain().focus().redo().run(),
    },
  ];

  const pressed = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      Object.fromEntries(
        tools.map((tool) => [tool.id, current && tool.active ? tool.active(current) : null]),
      ) as Record<string, boolean | null>,
  });
  const linkActive = useEditorState({
    editor,
    selector: ({ editor: current }) => current?.isActive('link') ?? false,
  });

  const [linkOpen, setLinkOpen] = useState(false);
  const toolbar = useRef<HTMLDivElement>(null);
  const [focusIndex, setFocusIndex] = useState(0);
  const buttonCount = tools.length + (onInsertImage ? 2 : 1);

  // WAI-ARIA toolbar: one tab stop, arrows, Home and End move between the buttons.
  const onToolbarKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: focusIndex + 1,
      ArrowLeft: focusIndex - 1,
      Home: 0,
      End: buttonCount - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const index = (next + buttonCount) % buttonCount;
    setFocusIndex(index);
    toolbar.current?.querySelectorAll<HTMLButtonElement>('button')[index]?.focus();
  };

  const button = (
    index: number,
    id: string,
    icon: AppIconName,
    label: string,
    onClick: () => void,
    isPressed: boolean | null,
  ) => (
    <chakra.button
      key={id}
      type="button"
      tabIndex={index === focusIndex ? 0 : -1}
      aria-label={label}
      title={label}
      {...(isPressed === null ? {} : { 'aria-pressed': isPressed })}
      // A mouse press keeps the text's focus and selection, so the format applies to them.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => {
        setFocusIndex(index);
        onClick();
      }}
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      minW="10"
      minH="10"
      borderRadius="md"
      color="fg"
      bg={isPressed ? 'brand.subtle' : 'transparent'}
      cursor="pointer"
      _hover={{ bg: 'bg.subtle' }}
    >
      <AppIcon icon={icon} size={18} />
    </chakra.button>
  );

  return (
    <Box
      borderWidth={invalid ? '2px' : '1px'}
      borderColor={invalid ? 'danger.fg' : 'border'}
      borderRadius="md"
      bg="bg.surface"
      _focusWithin={{ outline: '3px solid', outlineColor: 'focusRing', outlineOffset: '1px' }}
    >
      <Flex
        ref={toolbar}
        role="toolbar"
        aria-label={t('admin.editor.toolbar')}
        onKeyDown={onToolbarKey}
        gap="0.5"
        wrap="wrap"
        p="1"
        borderBottomWidth="1px"
        borderColor="border"
      >
        {tools.map((tool, index) =>
          button(
            index,
            tool.id,
            tool.icon,
            tool.label,
            () => editor && tool.run(editor),
            tool.active ? (pressed?.[tool.id] ?? false) : null,
          ),
        )}
        {button(
          tools.length,
          'link',
          'lucide:link',
          t('admin.editor.link'),
          () => setLinkOpen((open) => !open),
          linkActive ?? false,
        )}
        {onInsertImage &&
          button(
            tools.length + 1,
            'image',
            'lucide:image-plus',
            t('admin.editor.image'),
            () =>
              onInsertImage((image) =>
                editor?.chain().focus().setImage({ src: image.src, alt: image.alt }).run(),
              ),
            null,
          )}
      </Flex>
      {linkOpen && editor && <LinkForm editor={editor} onDone={() => setLinkOpen(false)} />}
      <Box px="4" py="3" css={ARTICLE_STYLES}>
        <EditorContent editor={editor} />
      </Box>
    </Box>
  );
}

/** Where the selected text links to: a URL (site path, https, mailto or tel), or no link. */
function LinkForm({ editor, onDone }: { editor: Editor; onDone: () => void }) {
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
