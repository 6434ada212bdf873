import { globalHistory } from '@reach/router';
import { screen } from '@testing-library/react';
import { createRef } from 'react';
import { PrimaryButton } from './forms/Button';
import { renderWithProviders } from '../test/renderWithProviders';
import { AppLink } from './AppLink';

describe('AppLink', () => {
  // Not awaited: the promise waits for a router transition no test renders.
  beforeEach(() => void globalHistory.navigate('/si/?pet=2'));
  afterEach(() => void globalHistory.navigate('/'));

  it('adds the encoded referrer to links into the app', () => {
    renderWithProviders(<AppLink to="/my-pets/cart/">Cart</AppLink>);
    expect(screen.getByRole('link', { name: 'Cart' })).toHaveAttribute(
      'href',
      '/my-pets/cart/?referrer=%2Fsi%2F%3Fpet%3D2',
    );
  });

  it('keeps public pages canonical', () => {
    renderWithProviders(
      <>
        <AppLink to="/news/">News</AppLink>
        <AppLink to="/jp/">Home</AppLink>
      </>,
    );
    expect(screen.getByRole('link', { name: 'News' })).toHaveAttribute('href', '/news/');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/jp/');
  });

  it('hands its anchor to a ref, also drawn as a button', () => {
    const ref = createRef<HTMLAnchorElement>();
    const asButton = createRef<HTMLAnchorElement>();
    renderWithProviders(
      <>
        <AppLink ref={ref} to="/news/">
          News
        </AppLink>
        <PrimaryButton asChild ref={asButton}>
          <AppLink to="/auth/login/">Sign in</AppLink>
        </PrimaryButton>
      </>,
    );
    expect(ref.current).toBe(screen.getByRole('link', { name: 'News' }));
    expect(asButton.current).toBe(screen.getByRole('link', { name: 'Sign in' }));
  });
});
