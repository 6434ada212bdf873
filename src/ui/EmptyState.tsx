import { Box, type BoxProps } from '@chakra-ui/react';
import { AppIcon, type AppIconName } from './icons/AppIcon';

/**
 * What a screen shows in place of a list or a page that has nothing yet: a card with a large
 * icon in the brand colour over the caller's title, text and way forward (`children`).
 */
export function EmptyState({ icon, children, ...rest }: BoxProps & { icon: AppIconName }) {
  return (
    <Box
      textAlign="center"
      bg="bg.surface"
      borderWidth="1px"
      borderColor="border"
      borderRadius="xl"
      px="6"
      py="10"
      {...rest}
    >
      <Box color="brand.fg" display="inline-flex" mb="3">
        <AppIcon icon={icon} size={40} />
      </Box>
      {children}
    </Box>
  );
}
