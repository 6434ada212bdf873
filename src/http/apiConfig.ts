/**
 * Where the browser sends API calls. Gatsby inlines GATSBY_* variables at build time, so a build
 * can point at another origin (even the original Laravel API); the default is our own /api.
 */
export const API_BASE_URL: string = process.env.GATSBY_API_URL || '/api';
