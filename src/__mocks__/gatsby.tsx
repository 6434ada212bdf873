// Jest stand-in for gatsby: components only need Link (a plain anchor), navigate and graphql.
import { forwardRef, type AnchorHTMLAttributes } from 'react';

export const graphql = () => '';
export const navigate = jest.fn();
export const withPrefix = (path: string) => path;

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
