import { chakra } from '@chakra-ui/react';

/** A button on the lightbox's dark backdrop (caption, delete). */
export function LightboxAction({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <chakra.button
      type="button"
      onClick={onClick}
      px="3"
      minH="11"
      borderRadius="full"
      bg="rgba(255, 255, 255, 0.14)"
      color="white"
      fontWeight="semibold"
      cursor="pointer"
      _hover={{ bg: 'rgba(255, 255, 255, 0.28)' }}
    >
      {label}
    </chakra.button>
  );
}
