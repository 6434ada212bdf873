import type { User } from '@contract/schemas/auth';

/**
 * spec.md section 9: the analytics events the app sends, plus the signed-in marker of step 2.
 * Where each one fires and what it carries: src/features/analytics/README.md ("Events").
 */
export type AnalyticsEvent =
  | 'logged_in'
  | 'login'
  | 'sign_up'
  | 'btn_click_download'
  | 'btn_click_sign_up'
  | 'btn_click_partner_join'
  | 'chat_started'
  | 'chat_message_limit'
  | 'btn_click_create_my_report'
  | 'btn_click_go_to_img_analyze'
  | 'btn_click_select_plan'
  | 'btn_click_watch_here'
  | 'click_banner_articles'
  | 'purchase';

/** What an event may carry: flat values, or nested objects and lists (GA4's `ecommerce`). */
export type AnalyticsValue =
  | string
  | number
  | boolean
  | null
  | readonly AnalyticsValue[]
  | { readonly [key: string]: AnalyticsValue };

export type AnalyticsParams = Record<string, AnalyticsValue>;

export interface Analytics {
  track(event: AnalyticsEvent, params: AnalyticsParams): void;
}

/** spec.md section 6: subscriber when has_subscription, else free. */
export function userType(user: Pick<User, 'has_subscription'>): 'subscriber' | 'free' {
  return user.has_subscription ? 'subscriber' : 'free';
}

type DataLayerWindow = { dataLayer?: Record<string, unknown>[] };

/**
 * Events go to the tag manager's dataLayer (created if the tag manager is not loaded yet: it
 * reads what was pushed before it arrived). Nothing else is collected here.
 */
export function createDataLayerAnalytics(
  target: DataLayerWindow = window as DataLayerWindow,
): Analytics {
  return {
    track(event, params) {
      target.dataLayer ??= [];
      target.dataLayer.push({ event, ...params });
    },
  };
}
