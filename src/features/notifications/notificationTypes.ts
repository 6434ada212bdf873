/**
 * A notification of the signed-in user. spec.md names only the id; the rest follows Laravel's
 * database notifications, which the API sends.
 */
export interface AppNotification {
  id: string;
  type?: string;
  data?: Record<string, unknown>;
  read_at?: string | null;
  created_at?: string;
}
