import { chakra, Flex, Text } from '@chakra-ui/react';
import { AppLink } from '../../ui/AppLink';
import { Icon } from '../../ui/Icon';
import { PILL_ACTION_LOOK } from '../../ui/pillActionLook';

/** A closing box that sends the reader to the next step (usually the contact form). */
export function PageCallToAction({
  heading,
  text,
  label,
  to,
}: {
  heading: string;
  text: string;
  label: string;
  to: string;
}) {
  return (
    <Flex
      as="section"
      direction={{ base: 'column', md: 'row' }}
      align={{ base: 'flex-start', md: 'center' }}
      justify="space-between"
      gap="5"
      mt={{ base: '10', md: '14' }}
      p={{ base: '6', md: '8' }}
      borderRadius="2xl"
      bg="brand.subtle"
      borderWidth="1px"
      borderColor="border"
    >
      <div>
        <chakra.h2 fontSize={{ base: 'xl', md: '2xl' }} fontWeight="bold" lineHeight="short">
          {heading}
        </chakra.h2>
        <Text color="fg.muted" mt="2" maxW="52ch">
          {text}
        </Text>
      </div>
      <AppLink to={to} {...PILL_ACTION_LOOK} flexShrink="0">
        <Icon name="mail" size={18} />
        {label}
      </AppLink>
    </Flex>
  );
}
