import type { Editor } from '@tiptap/react';
import type { TFunction } from 'i18next';
import type { AppIconName } from '../../../ui/icons/AppIcon';

export interface ToolButton {
  id: string;
  icon: AppIconName;
  label: string;
  run: (editor: Editor) => void;
  /** Toggle buttons say whether the selection has it (aria-pressed). */
  active?: (editor: Editor) => boolean;
}

/** The formatting buttons articles use, in toolbar order (link and picture come after them). */
export function formattingTools(t: TFunction<'app'>): ToolButton[] {
  return [
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
}
