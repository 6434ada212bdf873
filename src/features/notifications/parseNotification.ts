import type { AppNotification, NotificationData } from './notificationTypes';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const optionalString = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined;

/**
 * A broadcast payload as a notification, or null when it has no id. Laravel puts the
 * notification's data at the top level of the payload, our API nests it under `data`: both read.
 */
export function parseNotification(payload: unknown): AppNotification | null {
  if (!isRecord(payload) || typeof payload.id !== 'string' || payload.id === '') return null;
  const source = isRecord(payload.data) ? payload.data : payload;
  const data: NotificationData = {
    title: optionalString(source.title),
    body: optionalString(source.body),
    action_url: optionalString(source.action_url) ?? null,
  };
  return {
    id: payload.id,
    type: optionalString(payload.type),
    data,
    read_at: optionalString(payload.read_at) ?? null,
    created_at: optionalString(payload.created_at) ?? new Date().toISOString(),
  };
}
