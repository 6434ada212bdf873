import { chakra } from '@chakra-ui/react';

/**
 * The centred column of a page: the theme's `content` width with the site's side margins. Pages
 * add their own vertical padding.
 */
export const PageContainer = chakra('div', {
  base: { maxW: 'content', mx: 'auto', px: { base: '4', md: '6' } },
});
