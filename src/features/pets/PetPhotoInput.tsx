import { forwardRef } from 'react';
import { FileChooserInput } from '../../ui/FileChooserInput';

/** What the profile photo picker offers (the server sniffs the bytes either way). */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif';

/**
 * The hidden file input behind a pet's "Choose a photo" button (the button clicks it through the
 * ref). It empties itself after each choice, so choosing the same file again is a change too.
 */
export const PetPhotoInput = forwardRef<HTMLInputElement, { onFile: (file: File) => void }>(
  function PetPhotoInput({ onFile }, ref) {
    return (
      <FileChooserInput
        ref={ref}
        accept={PHOTO_ACCEPT}
        display="none"
        data-file-input="pet-photo"
        onFiles={([file]) => onFile(file!)}
      />
    );
  },
);
