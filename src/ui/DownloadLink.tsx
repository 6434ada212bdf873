import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import { AppIcon } from './icons/AppIcon';

/**
 * A link that downloads a file (a report's PDF, a promo banner): an outlined pill with the
 * download icon before its text. `download` may name the saved file.
 */
export function DownloadLink({
  children,
  ...rest
}: HTMLChakraProps<'a'> & { href: string; download: string | true }) {
  return (
    <chakra.a
      {...rest}
      display="inline-flex"
      alignItems="center"
      gap="2"
      px="4"
      minH="11"
      borderRadius="full"
      borderWidth="1px"
      borderColor="border"
      fontWeight="semibold"
      color="fg"
      _hover={{ bg: 'bg.subtle' }}
    >
      <AppIcon icon="lucide:download" size={18} />
      {children}
    </chakra.a>
  );
}
