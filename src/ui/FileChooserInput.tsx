import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import { forwardRef } from 'react';

type FileChooserInputProps = Omit<HTMLChakraProps<'input'>, 'type' | 'onChange'> & {
  /** The files chosen, never an empty list. */
  onFiles: (files: File[]) => void;
};

/**
 * A file input that hands over what was chosen and empties itself, so choosing the same file
 * again (after a failed upload, say) is a change too. Its caller hides it (`display="none"`
 * behind a button that clicks it, or `srOnly` inside a label).
 */
export const FileChooserInput = forwardRef<HTMLInputElement, FileChooserInputProps>(
  function FileChooserInput({ onFiles, ...rest }, ref) {
    return (
      <chakra.input
        ref={ref}
        type="file"
        {...rest}
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])];
          event.currentTarget.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    );
  },
);
