import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../i18n/useLocale';
import { QuietButton } from '../../ui/forms/Button';
import { formatFileSize } from './formatFileSize';
import type { UploadQueue, UploadTask } from './UploadQueue';

const TONE: Record<UploadTask['state'], string> = {
  waiting: 'fg.muted',
  uploading: 'brand.fg',
  done: 'success.fg',
  failed: 'danger.fg',
  cancelled: 'fg.muted',
};

/**
 * The files of an upload queue: one row each with its name, size, a progress bar while it is
 * sent, and what can be done with it (cancel; retry or remove after a failure).
 */
export const UploadList = observer(function UploadList<T, M>({
  queue,
  label,
  only = () => true,
}: {
  queue: UploadQueue<T, M>;
  /** Names the list, e.g. "Photos being uploaded". */
  label: string;
  /** The files of this place (one album's, one visit's). */
  only?: (meta: M) => boolean;
}) {
  const { t } = useTranslation('app');
  const { t: tCommon } = useTranslation();
  const { bcp47 } = useLocale();
  const tasks = queue.tasksWhere(only);
  if (tasks.length === 0) return null;
  const finished = tasks.some((task) => task.state !== 'waiting' && task.state !== 'uploading');
  return (
    <Box as="section" aria-label={label} mt="4">
      <chakra.ul listStyleType="none" display="grid" gap="2">
        {tasks.map((task) => {
          const failure = task.failure
            ? (task.failure.message ?? tCommon(task.failure.messageKey ?? 'api.uploadCancelled'))
            : null;
          const status =
            task.state === 'uploading' && task.percent !== null
              ? t('files.upload.percent', { percent: task.percent })
              : t(`files.upload.state.${task.state}`);
          return (
            <chakra.li
              key={task.id}
              data-upload-state={task.state}
              bg="bg.surface"
              borderWidth="1px"
              borderColor={task.state === 'failed' ? 'danger.fg' : 'border'}
              borderRadius="lg"
              px="4"
              py="3"
            >
              <Flex align="center" gap="3" wrap="wrap">
                <Box flex="1" minW="0">
                  <Text fontWeight="medium" truncate title={task.file.name}>
                    {task.file.name}
                  </Text>
                  <Text fontSize="sm" color={TONE[task.state]}>
                    {formatFileSize(task.file.size, bcp47)} · {status}
                  </Text>
                </Box>
                {(task.state === 'waiting' || task.state === 'uploading') && (
                  <QuietButton
                    type="button"
                    onClick={() => queue.cancel(task.id)}
                    aria-label={t('files.upload.cancelFile', { name: task.file.name })}
                  >
                    {t('files.upload.cancel')}
                  </QuietButton>
                )}
                {(task.state === 'failed' || task.state === 'cancelled') && (
                  <QuietButton
                    type="button"
                    onClick={() => queue.retry(task.id)}
                    aria-label={t('files.upload.retryFile', { name: task.file.name })}
                  >
                    {t('files.upload.retry')}
                  </QuietButton>
                )}
                {task.state !== 'waiting' && task.state !== 'uploading' && (
                  <QuietButton
                    type="button"
                    onClick={() => queue.remove(task.id)}
                    aria-label={t('files.upload.removeFile', { name: task.file.name })}
                  >
                    {t('files.upload.remove')}
                  </QuietButton>
                )}
              </Flex>
              {(task.state === 'uploading' || task.state === 'waiting') && (
                <Box
                  role="progressbar"
                  aria-label={t('files.upload.progressOf', { name: task.file.name })}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={task.percent ?? undefined}
                  aria-valuetext={status}
                  mt="2"
                  h="2"
                  bg="bg.subtle"
                  borderRadius="full"
                  overflow="hidden"
                >
                  <Box
                    h="full"
                    bg="brand.solid"
                    borderRadius="full"
                    transition="width 0.2s"
                    style={{ width: `${task.percent ?? 0}%` }}
                  />
                </Box>
              )}
              {failure && (
                <Text
                  role={task.state === 'failed' ? 'alert' : undefined}
                  mt="1.5"
                  fontSize="sm"
                  color={TONE[task.state]}
                >
                  {failure}
                </Text>
              )}
            </chakra.li>
          );
        })}
      </chakra.ul>
      {finished && (
        <QuietButton type="button" mt="2" onClick={() => queue.clearFinished(only)}>
          {t('files.upload.clearFinished')}
        </QuietButton>
      )}
    </Box>
  );
});
