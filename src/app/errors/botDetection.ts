// Errors seen by bots are only logged (spec.md section 2, "Error screen"). A bot is recognised by
// its user agent: the crawlers, link-preview fetchers and monitors that visit public pages.
// Headless browsers are not bots here: our own browser tests and Lighthouse use them and must
// see what people see.
const BOT_USER_AGENT =
  /bot\b|bot\/|crawler|crawling|spider|slurp|mediapartners|facebookexternalhit|facebookcatalog|embedly|quora link preview|outbrain|pinterest\/|vkshare|w3c_validator|whatsapp|telegrambot|skypeuripreview|bitlybot|ia_archiver|archive\.org_bot|applebot|yandex|baiduspider|duckduckbot|petalbot|semrush|ahrefs|mj12bot|dotbot|uptimerobot|pingdom|statuscake|google-inspectiontool|googleother|chrome-lighthouse-bot/i;

export function isBotUserAgent(userAgent: string | undefined | null): boolean {
  return typeof userAgent === 'string' && BOT_USER_AGENT.test(userAgent);
}

/** In the browser: is the visitor a bot? False during server rendering. */
export function isBot(): boolean {
  return typeof navigator !== 'undefined' && isBotUserAgent(navigator.userAgent);
}

/**
 * What to do with an error the visitor would see: 'show' it to people, only 'log' it for bots.
 * Error screens, toasts and banners ask this before showing a message.
 */
export function errorPresentation(bot: boolean = isBot()): 'show' | 'log' {
  return bot ? 'log' : 'show';
}
