import { chakra, Flex } from '@chakra-ui/react';
import { useEditorState, type Editor } from '@tiptap/react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AppIcon, type AppIconName } from '../../../ui/icons/AppIcon';
import { SQUARE_ICON_BUTTON } from '../../../ui/squareIconButton';
import type { ToolButton } from './editorTools';
import type { RichTextEditorProps } from './richTextTypes';

/**
 * The editor's toolbar: the formatting buttons (pressed when the selection has the format), link
 * and picture. One tab stop; arrows, Home and End move between the buttons (WAI-ARIA toolbar).
 */
export function EditorToolbar({
  editor,
  tools,
  onToggleLink,
  onInsertImage,
}: {
  editor: Editor | null;
  tools: readonly ToolButton[];
  onToggleLink: () => void;
  onInsertImage: RichTextEditorProps['onInsertImage'];
}) {
  const { t } = useTranslation('app');
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
      {...SQUARE_ICON_BUTTON}
      bg={isPressed ? 'brand.subtle' : 'transparent'}
    >
      <AppIcon icon={icon} size={18} />
    </chakra.button>
  );

  return (
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
        onToggleLink,
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
  );
}
