import { chakra } from '@chakra-ui/react';
import { AppIcon } from '../../ui/icons/AppIcon';
import { FileChooserInput } from '../../ui/FileChooserInput';

/** Invoices, discharge notes, lab printouts: PDFs and photos of paper. */
const ATTACHMENT_ACCEPT = 'application/pdf,image/jpeg,image/png,image/webp,image/heic,image/heif';

/** A file picker styled as a button: the chosen files go to `onFiles` (the picker empties). */
export function AttachButton({
  label,
  describedBy,
  onFiles,
}: {
  label: string;
  describedBy: string;
  onFiles: (files: File[]) => void;
}) {
  return (
    <chakra.label
      display="inline-flex"
      alignItems="center"
      gap="2"
      mt="3"
      px="4"
      py="2"
      borderRadius="full"
      borderWidth="1px"
      borderColor="border"
      fontWeight="semibold"
      cursor="pointer"
      _hover={{ bg: 'bg.subtle' }}
      _focusWithin={{ outline: '3px solid', outlineColor: 'focusRing', outlineOffset: '2px' }}
      title={describedBy}
    >
      <AppIcon icon="lucide:paperclip" size={18} />
      {label}
      <FileChooserInput multiple accept={ATTACHMENT_ACCEPT} srOnly onFiles={onFiles} />
    </chakra.label>
  );
}
