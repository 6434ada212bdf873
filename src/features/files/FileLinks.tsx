import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { FileRef } from '@contract/schemas/pets';
import { useLocale } from '../../i18n/useLocale';
import { QuietButton } from '../../ui/forms/Button';
import { AppIcon } from '../../ui/icons/AppIcon';
import { formatFileSize } from './formatFileSize';

export function isImage(file: Pick<FileRef, 'mime'>): boolean {
  return file.mime.startsWith('image/');
}

/** What a file is called on screen: its uploaded name, else its kind. */
export function useFileName() {
  const { t } = useTranslation('app');
  return (file: FileRef) => file.name ?? (isImage(file) ? t('files.image') : t('files.pdf'));
}

/**
 * Files attached to a record (a visit, a document): each with its kind, size (pages for a PDF)
 * and a way to look at it — an image in the lightbox, a PDF in the browser's own viewer in a
 * new tab through its signed URL. Removing is offered when `onRemove` is given.
 */
export function FileLinks({
  files,
  onOpenImage,
  onRemove,
}: {
  files: readonly FileRef[];
  onOpenImage: (file: FileRef) => void;
  onRemove?: (file: FileRef) => void;
}) {
  const { t } = useTranslation('app');
  const { bcp47 } = useLocale();
  const nameOf = useFileName();
  if (files.length === 0) return null;
  return (
    <chakra.ul listStyleType="none" display="grid" gap="2">
      {files.map((file) => {
        const name = nameOf(file);
        const details = [
          formatFileSize(file.bytes, bcp47),
          file.pages !== null ? t('files.pages', { count: file.pages }) : null,
        ]
          .filter(Boolean)
          .join(' · ');
        return (
          <chakra.li
            key={file.id}
            display="flex"
            alignItems="center"
            gap="3"
            px="3"
            py="2"
            borderRadius="md"
            borderWidth="1px"
            borderColor="border"
            bg="bg.surface"
          >
            {isImage(file) && file.thumbnail_url ? (
              <chakra.img
                src={file.thumbnail_url}
                alt=""
                w="10"
                h="10"
                borderRadius="md"
                objectFit="cover"
                flexShrink={0}
              />
            ) : (
              <Box color="danger.fg" flexShrink={0} w="10" display="flex" justifyContent="center">
                <AppIcon icon="lucide:file-text" size={24} />
              </Box>
            )}
            <Box flex="1" minW="0">
              {isImage(file) ? (
                <chakra.button
                  type="button"
                  onClick={() => onOpenImage(file)}
                  color="brand.fg"
                  fontWeight="semibold"
                  textDecoration="underline"
                  textAlign="start"
                  cursor="pointer"
                  maxW="full"
                  truncate
                  display="block"
                  aria-label={t('files.view', { name })}
                >
                  {name}
                </chakra.button>
              ) : (
                <chakra.a
                  href={file.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  color="brand.fg"
                  fontWeight="semibold"
                  textDecoration="underline"
                  display="block"
                  truncate
                >
                  {name}
                  <chakra.span srOnly> ({t('files.opensInNewTab')})</chakra.span>
                </chakra.a>
              )}
              <Text fontSize="sm" color="fg.muted">
                {details}
              </Text>
            </Box>
            {onRemove && (
              <Flex>
                <QuietButton
                  type="button"
                  onClick={() => onRemove(file)}
                  aria-label={t('files.removeOne', { name })}
                >
                  {t('files.remove')}
                </QuietButton>
              </Flex>
            )}
          </chakra.li>
        );
      })}
    </chakra.ul>
  );
}
