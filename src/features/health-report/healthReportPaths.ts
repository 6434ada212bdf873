// The health report page and the commerce pages it leads to (unprefixed).

export const HEALTH_REPORT_PATH = '/my-pets/ai-health-report/';
/** The pet's plan: Premium includes health reports. */
export const SUBSCRIPTION_PATH = '/my-pets/subscription/';
/** Where a report bought for a pet without Premium is paid for. */
export const CART_PATH = '/my-pets/cart/';
