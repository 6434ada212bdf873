import { chakra, Flex, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/Icon';

/**
 * What replaces the contact form once the message is stored: focused, so screen readers read it
 * and the keyboard starts from here, and naming the address the answer goes to.
 */
export function ContactSent({ email }: { email: string }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Flex
      direction="column"
      gap="3"
      p={{ base: '6', md: '8' }}
      borderRadius="xl"
      bg="brand.subtle"
      borderWidth="1px"
      borderColor="border"
      role="status"
    >
      <Flex align="center" gap="3">
        <Flex
          align="center"
          justify="center"
          w="10"
          h="10"
          borderRadius="full"
          bg="brand.solid"
          color="brand.contrast"
          flexShrink="0"
        >
          <Icon name="check" size={22} />
        </Flex>
        <chakra.h2
          ref={heading}
          tabIndex={-1}
          fontSize="xl"
          fontWeight="bold"
          _focus={{ outline: 'none' }}
        >
          {t('contact.successTitle')}
        </chakra.h2>
      </Flex>
      <Text>{t('contact.successText', { email })}</Text>
    </Flex>
  );
}
