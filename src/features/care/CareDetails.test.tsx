import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/renderWithProviders';
import { CareDetails } from './CareDetails';

const hotel = {
  address: '〒110-0001 東京都台東区谷中5-3-12',
  phone: '03-5555-0126',
  opening_hours: '10:00〜19:00',
};

describe('a care place’s details', () => {
  it('show its 第一種動物取扱業 registration number when it has one, in Japanese and English', () => {
    const { unmount } = renderWithProviders(
      <CareDetails item={{ ...hotel, animal_handling_registration: '東京都 動愛 第234567号' }} />,
      { locale: 'jp' },
    );
    const term = screen.getByText('第一種動物取扱業 登録番号');
    expect(within(term.parentElement!).getByText('東京都 動愛 第234567号')).toBeInTheDocument();
    unmount();

    renderWithProviders(
      <CareDetails item={{ ...hotel, animal_handling_registration: '東京都 動愛 第234567号' }} />,
    );
    expect(screen.getByText('Animal handling business registration no.')).toBeInTheDocument();
  });

  it('leave the line out when the place has none', () => {
    renderWithProviders(<CareDetails item={{ ...hotel, animal_handling_registration: null }} />, {
      locale: 'jp',
    });
    expect(screen.getByText('営業時間')).toBeInTheDocument();
    expect(screen.queryByText('第一種動物取扱業 登録番号')).not.toBeInTheDocument();
  });
});
