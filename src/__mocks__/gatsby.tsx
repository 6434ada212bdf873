// Jest stand-in for gatsby: components only need Link (a plain anchor), navigate, graphql and the
// site URL query.
import { forwardRef, type AnchorHTMLAttributes } from 'react';

export const graphql = () => '';
export const navigate = jest.fn();
export const withPrefix = (path: string) => path;
/** The only static query is the site URL (SeoHead). */
export const useStaticQuery = () => ({
  site: { siteMetadata: { siteUrl: 'https://petcare.test' } },
});

export const Link = forwardRef<
  HTMLAnchorElement,
  { to: string } & AnchorHTMLAttributes<HTMLAnchorElement>
>(function Link({ to, children, ...rest }, ref) {
  return (
    <a ref={ref} href={to} {...rest}>
      {children}
    </a>
  );
});
