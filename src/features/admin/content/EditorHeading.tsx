import { chakra, Flex } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useAppNavigation } from '../../../app/core/AppEnvironment';
import { useLocale } from '../../../i18n/useLocale';
import { SecondaryButton } from '../../../ui/forms/Button';
import { AppIcon } from '../../../ui/icons/AppIcon';
import { LinkButton } from '../../../ui/LinkButton';
import type { ContentKind, ContentView } from '../adminApi';
import { auditPathFor } from '../adminPaths';
import { formatDateTime } from '../../../i18n/dates';
import { StatusBadge } from '../shared/StatusBadge';
import { KIND_AUDIT_TYPES } from './contentLabels';

/** Under the editor's title: the record's status and when it was last edited. */
export function EditorIntro({ record }: { record: ContentView | null }) {
  const { t } = useTranslation('app');
  const { bcp47 } = useLocale();
  if (!record) return <>{t('admin.editor.newIntro')}</>;
  return (
    <Flex as="span" gap="2" align="center" wrap="wrap">
      <StatusBadge tone={record.status === 'published' ? 'success' : 'neutral'}>
        {t(`admin.status.${record.status}`)}
      </StatusBadge>
      <chakra.span>
        {t('admin.editor.lastEdited', { time: formatDateTime(record.updated_at, bcp47) })}
      </chakra.span>
    </Flex>
  );
}

/** Beside the editor's title: the record on the public site, and its audit history. */
export function EditorLinks({
  kind,
  record,
  sitePath,
}: {
  kind: ContentKind;
  record: ContentView | null;
  sitePath: string | null;
}) {
  const { t } = useTranslation('app');
  const nav = useAppNavigation();
  return (
    <>
      {sitePath && (
        <SecondaryButton asChild>
          <a href={sitePath} target="_blank" rel="noopener noreferrer">
            <AppIcon icon="lucide:external-link" size={18} />
            {t('admin.editor.viewOnSite')}
          </a>
        </SecondaryButton>
      )}
      {record && (
        <LinkButton to={nav.pathTo(auditPathFor(KIND_AUDIT_TYPES[kind], record.id))}>
          <AppIcon icon="lucide:history" size={18} />
          {t('admin.editor.history')}
        </LinkButton>
      )}
    </>
  );
}
