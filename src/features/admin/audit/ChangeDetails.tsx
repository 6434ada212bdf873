import { Box, chakra, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

const SHOWN = 240;

function shown(value: unknown): string {
  if (value === undefined) return '—';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > SHOWN ? `${text.slice(0, SHOWN)}…` : text;
}

/** The top-level fields that differ between two records (all of them when one is missing). */
export function changedFields(before: unknown, after: unknown): string[] {
  const a = (before ?? {}) as Record<string, unknown>;
  const b = (after ?? {}) as Record<string, unknown>;
  const names = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  return names.filter((name) => JSON.stringify(a[name]) !== JSON.stringify(b[name]));
}

/**
 * What an audit entry changed: each field that differs, before and after (long values cut, the
 * whole record below as JSON for anyone who needs all of it).
 */
export function ChangeDetails({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation('app');
  const fields = changedFields(before, after);
  const a = (before ?? {}) as Record<string, unknown>;
  const b = (after ?? {}) as Record<string, unknown>;
  return (
    <Box>
      {fields.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t('admin.audit.noChanges')}
        </Text>
      ) : (
        <Box overflowX="auto">
          <chakra.table w="full" fontSize="sm" borderCollapse="collapse">
            <caption style={{ textAlign: 'start' }}>
              <chakra.span fontWeight="semibold">{t('admin.audit.changes')}</chakra.span>
            </caption>
            <thead>
              <tr>
                {[t('admin.audit.field'), t('admin.audit.before'), t('admin.audit.after')].map(
                  (heading) => (
                    <chakra.th
                      key={heading}
                      scope="col"
                      textAlign="start"
                      p="1.5"
                      borderBottomWidth="1px"
                      borderColor="border"
                    >
                      {heading}
                    </chakra.th>
                  ),
                )}
              </tr>
            </thead>
            <tbody>
              {fields.map((field) => (
                <tr key={field}>
                  <chakra.th
                    scope="row"
                    textAlign="start"
                    p="1.5"
                    fontFamily="mono"
                    verticalAlign="top"
                  >
                    {field}
                  </chakra.th>
                  <chakra.td p="1.5" overflowWrap="anywhere" verticalAlign="top">
                    {before === null ? '—' : shown(a[field])}
                  </chakra.td>
                  <chakra.td p="1.5" overflowWrap="anywhere" verticalAlign="top">
                    {after === null ? '—' : shown(b[field])}
                  </chakra.td>
                </tr>
              ))}
            </tbody>
          </chakra.table>
        </Box>
      )}
      <chakra.details mt="3">
        <chakra.summary cursor="pointer" fontSize="sm" fontWeight="semibold">
          {t('admin.audit.fullRecord')}
        </chakra.summary>
        <chakra.pre
          mt="2"
          p="3"
          bg="bg.subtle"
          borderRadius="md"
          fontSize="xs"
          whiteSpace="pre-wrap"
          overflowWrap="anywhere"
          maxH="24rem"
          overflowY="auto"
          tabIndex={0}
        >
          {JSON.stringify({ before, after }, null, 2)}
        </chakra.pre>
      </chakra.details>
    </Box>
  );
}
