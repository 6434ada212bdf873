import { fireEvent, screen } from '@testing-library/react';
import { navigate } from 'gatsby';
import { renderWithProviders } from '../../test/renderWithProviders';
import { errorCodeFromPath, errorLocale } from './errorCodes';
import { ErrorScreen } from './ErrorScreen';

describe('ErrorScreen in English', () => {
  it('shows the 404 texts', () => {
    renderWithProviders(<ErrorScreen code={404} />);
    expect(screen.getByRole('heading', { level: 1, name: '404!' })).toBeInTheDocument();
    expect(screen.getByText("Sorry, that page doesn't exist.")).toBeInTheDocument();
    expect(screen.queryByText('Something Went Wrong')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Go back to main page.' }));
    expect(navigate).toHaveBeenLastCalledWith('/');
  });

  it("shows route validation's 'Page Not Found: {path}' under the 404 texts", () => {
    renderWithProviders(
      <ErrorScreen code={404} notFound={{ reason: 'invalid-route', path: '/error/abc/' }} />,
    );
    expect(screen.getByRole('heading', { level: 1, name: '404!' })).toBeInTheDocument();
    expect(screen.getByText("Sorry, that page doesn't exist.")).toBeInTheDocument();
    expect(screen.getByText('Page Not Found: /error/abc/')).toBeInTheDocument();
  });

  it("shows an unknown page's 'Page not found: {path}'", () => {
    renderWithProviders(
      <ErrorScreen code={404} notFound={{ reason: 'unknown-page', path: '/no/such/page/' }} />,
    );
    expect(screen.getByText('Page not found: /no/such/page/')).toBeInTheDocument();
  });

  it.each([401, 403, 500, 503])('shows the generic error texts for %i', (code) => {
    renderWithProviders(<ErrorScreen code={code} />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Something Went Wrong' }),
    ).toBeInTheDocument();
    expect(screen.getByText('An unexpected error occurred.')).toBeInTheDocument();
    expect(
      screen.getByText('Please try refreshing the page or come back later.'),
    ).toBeInTheDocument();
    expect(screen.getByText('We apologize for the inconvenience.')).toBeInTheDocument();
    expect(screen.getByText(`Error ${code}`)).toBeInTheDocument();
    expect(screen.queryByText('404!')).not.toBeInTheDocument();
  });

  it('shows the error message when there is one', () => {
    renderWithProviders(<ErrorScreen code={500} message="The database is asleep." />);
    expect(screen.getByText('The database is asleep.')).toBeInTheDocument();
    expect(screen.queryByText('An unexpected error occurred.')).not.toBeInTheDocument();
  });

  it('treats an unknown code as a generic error', () => {
    renderWithProviders(<ErrorScreen code={null} />);
    expect(screen.getByRole('heading', { name: 'Something Went Wrong' })).toBeInTheDocument();
  });
});

describe('ErrorScreen in Japanese', () => {
  it("shows the 404 texts, the path in Japanese, and goes back to '/' as the spec says", () => {
    renderWithProviders(
      <ErrorScreen code={404} notFound={{ reason: 'unknown-page', path: '/jp/nothing/' }} />,
      { locale: 'jp' },
    );
    expect(screen.getByText('ページが見つかりません：/jp/nothing/')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '404!' })).toBeInTheDocument();
    expect(
      screen.getByText('申し訳ありません。お探しのページは見つかりませんでした。'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'メインページに戻る' }));
    expect(navigate).toHaveBeenLastCalledWith('/');
  });

  it('shows the generic error texts', () => {
    renderWithProviders(<ErrorScreen code={500} />, { locale: 'jp' });
    expect(
      screen.getByRole('heading', { level: 1, name: '問題が発生しました' }),
    ).toBeInTheDocument();
    expect(screen.getByText('予期しないエラーが発生しました。')).toBeInTheDocument();
    expect(
      screen.getByText('ページを再読み込みするか、しばらくしてからもう一度お試しください。'),
    ).toBeInTheDocument();
    expect(screen.getByText('ご不便をおかけして申し訳ありません。')).toBeInTheDocument();
    expect(screen.getByText('エラー500')).toBeInTheDocument();
  });
});

describe('error codes', () => {
  it('reads the code from /error/{code} paths', () => {
    expect(errorCodeFromPath('/error/500/')).toBe(500);
    expect(errorCodeFromPath('/jp/error/418')).toBe(418);
    expect(errorCodeFromPath('/error/')).toBeNull();
    expect(errorCodeFromPath('/error/abc/')).toBeNull();
    expect(errorCodeFromPath('/error/200/')).toBeNull();
    expect(errorCodeFromPath('/error/9999/')).toBeNull();
  });

  it('sends non-system locales to the English error pages', () => {
    expect(errorLocale('jp')).toBe('jp');
    expect(errorLocale('fr')).toBe('en');
  });
});
