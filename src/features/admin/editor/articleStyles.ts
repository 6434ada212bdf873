/** The site's article typography, so what is typed looks like what will be published. */
export const ARTICLE_STYLES = {
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
