// Addresses support could never answer: the domains reserved for documentation and testing
// (RFC 2606, RFC 6761). The form cannot know this rule; the API answers 422 on the email field.

const RESERVED_DOMAINS = ['example.com', 'example.net', 'example.org'];
const RESERVED_TLDS = ['example', 'test', 'invalid', 'localhost'];

export function isReplyableEmail(email: string): boolean {
  const domain = email
    .slice(email.lastIndexOf('@') + 1)
    .toLowerCase()
    .replace(/\.$/, '');
  if (domain === 'localhost') return false;
  if (RESERVED_DOMAINS.some((d) => domain === d || domain.endsWith(`.${d}`))) return false;
  const tld = domain.slice(domain.lastIndexOf('.') + 1);
  return domain.includes('.') && !RESERVED_TLDS.includes(tld);
}
