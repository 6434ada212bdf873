import { Box } from '@chakra-ui/react';

/**
 * The article HTML, already sanitised at build time (gatsby-node, createHtmlSanitizer), so the
 * browser receives no sanitiser. Typography for readable long text: ~70 characters a line.
 */
export function ArticleBody({ html, id }: { html: string; id?: string }) {
  return (
    <Box
      id={id}
      maxW="prose"
      fontSize={{ base: 'md', md: 'lg' }}
      lineHeight="tall"
      css={{
        '& > * + *': { marginTop: '1.1em' },
        '& h2': { fontSize: '1.6em', fontWeight: 'bold', lineHeight: '1.25', marginTop: '1.8em' },
        '& h3': { fontSize: '1.3em', fontWeight: 'bold', lineHeight: '1.3', marginTop: '1.5em' },
        '& h4': { fontSize: '1.1em', fontWeight: 'bold', marginTop: '1.4em' },
        '& a[href]': {
          color: 'brand.fg',
          textDecoration: 'underline',
          textUnderlineOffset: '3px',
        },
        '& ul, & ol': { paddingInlineStart: '1.5em' },
        '& ul': { listStyleType: 'disc' },
        '& ol': { listStyleType: 'decimal' },
        '& li + li': { marginTop: '0.4em' },
        '& blockquote': {
          borderInlineStartWidth: '4px',
          borderColor: 'brand.solid',
          paddingInlineStart: '1em',
          color: 'fg.muted',
          fontStyle: 'italic',
        },
        '& img': { maxWidth: '100%', height: 'auto', borderRadius: 'lg' },
        '& iframe': {
          display: 'block',
          width: '100%',
          height: 'auto',
          aspectRatio: '16 / 9',
          border: '0',
          borderRadius: 'lg',
        },
        '& strong': { fontWeight: 'bold' },
        '& table': { width: '100%', borderCollapse: 'collapse' },
        '& th, & td': { borderWidth: '1px', borderColor: 'border', padding: '0.5em' },
      }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
