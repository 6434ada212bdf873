import { Box, chakra, Flex, type GridItemProps } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

/** A titled card of the dashboard grid (a region named by its heading). */
export function DashboardCard({
  title,
  action,
  children,
  gridRow,
  gridColumn,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
  gridRow?: GridItemProps['gridRow'];
  gridColumn?: GridItemProps['gridColumn'];
}) {
  const headingId = useId();
  return (
    <chakra.section
      aria-labelledby={headingId}
      bg="bg.surface"
      borderWidth="1px"
      borderColor="border"
      borderRadius="xl"
      boxShadow="card"
      px={{ base: '4', md: '6' }}
      py={{ base: '4', md: '5' }}
      minW="0"
      gridRow={gridRow}
      gridColumn={gridColumn}
    >
      <Flex align="center" justify="space-between" gap="3" mb="4" wrap="wrap">
        <chakra.h2 id={headingId} fontSize="lg" fontWeight="bold">
          {title}
        </chakra.h2>
        {action}
      </Flex>
      <Box>{children}</Box>
    </chakra.section>
  );
}
