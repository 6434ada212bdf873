import { Box, Flex, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SecondaryButton } from '../../ui/forms/Button';
import { AppIcon } from '../../ui/icons/AppIcon';
import { FileChooserInput } from '../../ui/FileChooserInput';

export interface FileDropZoneProps {
  /** What the zone takes, e.g. "Add photos". */
  title: string;
  /** The picker button's text. */
  chooseLabel: string;
  /** File types the picker offers (the server checks the bytes either way). */
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
}

function carriesFiles(event: DragEvent): boolean {
  return [...(event.dataTransfer?.types ?? [])].includes('Files');
}

/**
 * Where files come in: a picker button (keyboard and touch), and dropping anywhere on the page
 * while this zone is on screen (what the drag-and-drop banner promises). While files are dragged
 * over the window the page shows where they will go; a drop elsewhere never makes the browser
 * open the file instead.
 */
export function FileDropZone({
  title,
  chooseLabel,
  accept,
  multiple = true,
  disabled = false,
  onFiles,
}: FileDropZoneProps) {
  const { t } = useTranslation('app');
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const hintId = useId();
  const latest = useRef(onFiles);
  latest.current = onFiles;

  useEffect(() => {
    if (disabled) return;
    // dragenter/dragleave fire for every element crossed: count them to know when it left.
    let depth = 0;
    const enter = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      depth += 1;
      setDragging(true);
    };
    const over = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy';
    };
    const leave = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      depth = Math.max(0, depth - 1);
      if (depth === 0) setDragging(false);
    };
    const drop = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      depth = 0;
      setDragging(false);
      const files = [...(event.dataTransfer?.files ?? [])];
      if (files.length > 0) latest.current(multiple ? files : files.slice(0, 1));
    };
    window.addEventListener('dragenter', enter);
    window.addEventListener('dragover', over);
    window.addEventListener('dragleave', leave);
    window.addEventListener('drop', drop);
    return () => {
      window.removeEventListener('dragenter', enter);
      window.removeEventListener('dragover', over);
      window.removeEventListener('dragleave', leave);
      window.removeEventListener('drop', drop);
    };
  }, [disabled, multiple]);

  return (
    <>
      <Flex
        direction={{ base: 'column', sm: 'row' }}
        align={{ base: 'stretch', sm: 'center' }}
        gap="4"
        borderWidth="2px"
        borderStyle="dashed"
        borderColor={dragging ? 'brand.solid' : 'border'}
        bg={dragging ? 'brand.subtle' : 'bg.surface'}
        borderRadius="xl"
        px={{ base: '4', md: '6' }}
        py="5"
        data-drop-zone=""
      >
        <Flex align="center" gap="3" flex="1" minW="0">
          <Box color="brand.fg">
            <AppIcon icon="lucide:image-up" size={28} />
          </Box>
          <Box>
            <Text fontWeight="semibold">{title}</Text>
            <Text id={hintId} fontSize="sm" color="fg.muted">
              {t('files.drop.hint')}
            </Text>
          </Box>
        </Flex>
        <SecondaryButton
          type="button"
          disabled={disabled}
          aria-describedby={hintId}
          onClick={() => input.current?.click()}
        >
          {chooseLabel}
        </SecondaryButton>
        <FileChooserInput
          ref={input}
          accept={accept}
          multiple={multiple}
          display="none"
          data-file-input=""
          onFiles={onFiles}
        />
      </Flex>
      {dragging && (
        <Flex
          aria-hidden="true"
          position="fixed"
          inset="0"
          zIndex="900"
          align="center"
          justify="center"
          bg="rgba(15, 118, 110, 0.18)"
          borderWidth="4px"
          borderStyle="dashed"
          borderColor="brand.solid"
          pointerEvents="none"
        >
          <Box bg="bg.surface" color="fg" px="6" py="4" borderRadius="xl" boxShadow="toast">
            <Text fontWeight="bold" fontSize="lg">
              {t('files.drop.release')}
            </Text>
          </Box>
        </Flex>
      )}
    </>
  );
}
