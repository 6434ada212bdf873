import { chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** One titled section of the diet page (inputs, result, species guidance). */
export function DietCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <chakra.section
      aria-label={title}
      bg="bg.surface"
      borderWidth="1px"
      borderColor="border"
      borderRadius="xl"
      boxShadow="card"
      px={{ base: '5', md: '6' }}
      py="5"
    >
      <chakra.h2 fontSize="lg" fontWeight="bold" mb="4">
        {title}
      </chakra.h2>
      {children}
    </chakra.section>
  );
}
