import { Text, type TextProps } from '@chakra-ui/react';

/** An article's category above its title, in small capitals of the accent colour. */
export function CategoryLabel(props: TextProps) {
  return (
    <Text
      fontSize="sm"
      fontWeight="bold"
      textTransform="uppercase"
      letterSpacing="0.06em"
      color="fg.accent"
      {...props}
    />
  );
}
