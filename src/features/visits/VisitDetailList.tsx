import { Box, chakra } from '@chakra-ui/react';

/** A visit's written details (findings, treatment, notes) as a description list; empty ones are left out. */
export function VisitDetailList({
  details,
  mt,
  gap,
}: {
  details: [label: string, value: string | null][];
  mt: string;
  gap: string;
}) {
  return (
    <chakra.dl mt={mt} display="grid" gap={gap}>
      {details
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <Box key={label}>
            <chakra.dt fontSize="sm" fontWeight="semibold" color="fg.muted">
              {label}
            </chakra.dt>
            <chakra.dd whiteSpace="pre-wrap">{value}</chakra.dd>
          </Box>
        ))}
    </chakra.dl>
  );
}
