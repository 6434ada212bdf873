import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentKind } from '../adminApi';
import { rebuildsSite } from '../AdminStore';
import { ContentFields, type PickerRequest } from './ContentFields';
import type { FormValues } from './contentForms';
import { ContentPreview } from './ContentPreview';
import { useHtmlSanitizer } from './useHtmlSanitizer';

type View = 'write' | 'preview';

/**
 * The editor's two views as tabs (arrow keys move between them): the record's fields, and a
 * preview drawn by the site's own components from the values as they are now.
 */
export function EditorViews({
  kind,
  values,
  publishedAt,
  formAlert,
  onPickImage,
}: {
  kind: ContentKind;
  values: FormValues;
  publishedAt: string | null;
  formAlert: ReactNode;
  onPickImage: (request: PickerRequest) => void;
}) {
  const { t } = useTranslation('app');
  const sanitize = useHtmlSanitizer();
  const tabsId = useId();
  const [tab, setTab] = useState<View>('write');
  return (
    <>
      <EditorTabList tabsId={tabsId} tab={tab} onSelect={setTab} />

      {formAlert && <Box mb="4">{formAlert}</Box>}

      <Box
        role="tabpanel"
        id={`${tabsId}-write`}
        aria-labelledby={`${tabsId}-write-tab`}
        hidden={tab !== 'write'}
      >
        <ContentFields kind={kind} onPickImage={onPickImage} />
      </Box>
      <Box
        role="tabpanel"
        id={`${tabsId}-preview`}
        aria-labelledby={`${tabsId}-preview-tab`}
        hidden={tab !== 'preview'}
        tabIndex={0}
      >
        <Text fontSize="sm" color="fg.muted" mb="3">
          {t(rebuildsSite(kind) ? 'admin.editor.previewNote' : 'admin.editor.previewNoteApp')}
        </Text>
        <Box
          borderWidth="1px"
          borderColor="border"
          borderRadius="lg"
          bg="bg"
          p={{ base: '3', md: '6' }}
          overflow="hidden"
          data-testid="content-preview"
        >
          {tab === 'preview' && sanitize ? (
            <ContentPreview
              kind={kind}
              values={values}
              sanitize={sanitize}
              publishedAt={publishedAt}
            />
          ) : (
            <Text role="status" color="fg.muted">
              {t('common.loading')}
            </Text>
          )}
        </Box>
      </Box>
    </>
  );
}

function EditorTabList({
  tabsId,
  tab,
  onSelect: setTab,
}: {
  tabsId: string;
  tab: View;
  onSelect: (tab: View) => void;
}) {
  const { t } = useTranslation('app');
  return (
    <Flex role="tablist" aria-label={t('admin.editor.views')} gap="1" mb="4">
      {(['write', 'preview'] as const).map((name) => (
        <chakra.button
          key={name}
          type="button"
          role="tab"
          id={`${tabsId}-${name}-tab`}
          aria-selected={tab === name}
          aria-controls={`${tabsId}-${name}`}
          tabIndex={tab === name ? 0 : -1}
          onClick={() => setTab(name)}
          onKeyDown={(event) => {
            if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
              event.preventDefault();
              const next = name === 'write' ? 'preview' : 'write';
              setTab(next);
              document.getElementById(`${tabsId}-${next}-tab`)?.focus();
            }
          }}
          px="4"
          py="2"
          minH="11"
          fontWeight="semibold"
          borderBottomWidth="3px"
          borderColor={tab === name ? 'brand.solid' : 'transparent'}
          color={tab === name ? 'fg' : 'fg.muted'}
          cursor="pointer"
        >
          {t(`admin.editor.tabs.${name}`)}
        </chakra.button>
      ))}
    </Flex>
  );
}
