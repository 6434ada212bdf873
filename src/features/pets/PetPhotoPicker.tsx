import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QuietButton, SecondaryButton } from '../../ui/forms/Button';
import { PetPhotoInput } from './PetPhotoInput';

/**
 * Choosing a profile photo before it is sent: a preview of the chosen file, "Choose another"
 * and "Remove". The file is sent by the caller (with progress) once there is a pet to send it to.
 */
export function PetPhotoPicker({
  file,
  onChange,
}: {
  file: File | null;
  onChange: (file: File | null) => void;
}) {
  const { t } = useTranslation('app');
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  return (
    <Flex gap="4" align="center" wrap="wrap">
      <Box
        w="28"
        h="28"
        borderRadius="full"
        overflow="hidden"
        bg="bg.subtle"
        borderWidth="1px"
        borderColor="border"
        flexShrink={0}
      >
        {preview && (
          <chakra.img
            src={preview}
            alt={t('pets.photo.preview')}
            w="full"
            h="full"
            objectFit="cover"
          />
        )}
      </Box>
      <Box>
        <SecondaryButton type="button" onClick={() => input.current?.click()}>
          {file ? t('pets.photo.chooseAnother') : t('pets.photo.choose')}
        </SecondaryButton>
        {file && (
          <>
            <Text fontSize="sm" color="fg.muted" mt="2" truncate maxW="16rem">
              {file.name}
            </Text>
            <QuietButton type="button" onClick={() => onChange(null)} px="0">
              {t('pets.photo.removeChosen')}
            </QuietButton>
          </>
        )}
        <PetPhotoInput ref={input} onFile={onChange} />
      </Box>
    </Flex>
  );
}
