import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import { Icon } from './Icon';

/**
 * The round × in the top corner of a dialog or a banner, pulled up and outward so its icon lines
 * up with the heading beside it. Name it with `aria-label`; `hoverBg` suits the surface it sits on.
 */
export function CornerCloseButton({
  hoverBg = 'bg.subtle',
  ...rest
}: Omit<HTMLChakraProps<'button'>, 'type' | 'children'> & { hoverBg?: string }) {
  return (
    <chakra.button
      type="button"
      {...rest}
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      w="10"
      h="10"
      mt="-1.5"
      me="-2"
      borderRadius="full"
      color="fg.muted"
      cursor="pointer"
      _hover={{ bg: hoverBg, color: 'fg' }}
    >
      <Icon name="close" />
    </chakra.button>
  );
}
