import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test/renderWithProviders';
import { DownloadLink } from './DownloadLink';

it('is a link that downloads its file, under the name given', () => {
  renderWithProviders(
    <DownloadLink href="/files/banner.png" download="petcare-banner.png">
      Download (300 × 250)
    </DownloadLink>,
  );
  const link = screen.getByRole('link', { name: 'Download (300 × 250)' });
  expect(link).toHaveAttribute('href', '/files/banner.png');
  expect(link).toHaveAttribute('download', 'petcare-banner.png');
});
