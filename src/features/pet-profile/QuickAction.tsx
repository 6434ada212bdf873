import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { AppLink } from '../../ui/AppLink';
import { AppIcon, type AppIconName } from '../../ui/icons/AppIcon';

/** One of the dashboard's quick ways to the rest of the pet's pages: an icon over a label. */
export function QuickAction({
  icon,
  to,
  label,
}: {
  icon: AppIconName;
  to: string;
  label: ReactNode;
}) {
  return (
    <AppLink
      to={to}
      display="flex"
      flexDirection="column"
      alignItems="flex-start"
      gap="2"
      px="4"
      py="3"
      borderRadius="lg"
      borderWidth="1px"
      borderColor="border"
      color="fg"
      fontWeight="semibold"
      _hover={{ bg: 'bg.subtle', borderColor: 'brand.solid' }}
    >
      <Box color="brand.fg">
        <AppIcon icon={icon} size={22} />
      </Box>
      {label}
    </AppLink>
  );
}
