import { Box, chakra, Stack } from '@chakra-ui/react';
import type { AffiliateRules } from '@contract/schemas/affiliate';

/** The programme rules' sections, under headings of the given level. */
export function RulesText({
  rules,
  headingLevel = 3,
}: {
  rules: AffiliateRules;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? chakra.h2 : chakra.h3;
  return (
    <Stack as="ol" gap="4" listStyleType="none">
      {rules.sections.map((section, index) => (
        <Box as="li" key={section.title}>
          <Heading fontWeight="bold" fontSize="lg">
            <chakra.span color="fg.muted" me="2" aria-hidden="true">
              {index + 1}.
            </chakra.span>
            {section.title}
          </Heading>
          <chakra.p mt="1">{section.body}</chakra.p>
        </Box>
      ))}
    </Stack>
  );
}
