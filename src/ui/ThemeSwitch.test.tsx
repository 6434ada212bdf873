import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../test/renderWithProviders';
import { COLOR_MODE_STORAGE_KEY } from './colorMode/colorMode';
import { ColorModeStore } from './colorMode/ColorModeStore';
import { ThemeSwitch } from './ThemeSwitch';

function storeWith(stored: string | null) {
  const values = new Map<string, string>(stored ? [[COLOR_MODE_STORAGE_KEY, stored]] : []);
  const storage = {
    getItem: (k: string) => values.get(k) ?? null,
    setItem: (k: string, v: string) => void values.set(k, v),
  };
  return { store: new ColorModeStore({ storage, root: document.documentElement }), values };
}

describe('ThemeSwitch', () => {
  afterEach(() => {
    document.documentElement.className = '';
  });

  it('is a labelled choice of system, light and dark', () => {
    renderWithProviders(<ThemeSwitch />, { colorModeStore: storeWith(null).store });
    const select = screen.getByRole('combobox', { name: 'Theme' });
    expect(select).toHaveValue('system');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'System',
      'Light',
      'Dark',
    ]);
  });

  it('shows the stored preference and saves a new one', () => {
    const { store, values } = storeWith('light');
    renderWithProviders(<ThemeSwitch />, { colorModeStore: store });
    const select = screen.getByRole('combobox', { name: 'Theme' });
    expect(select).toHaveValue('light');

    fireEvent.change(select, { target: { value: 'dark' } });
    expect(select).toHaveValue('dark');
    expect(values.get(COLOR_MODE_STORAGE_KEY)).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');
  });

  it('is labelled in Japanese on Japanese pages', () => {
    renderWithProviders(<ThemeSwitch />, { locale: 'jp', colorModeStore: storeWith(null).store });
    expect(screen.getByRole('combobox', { name: 'テーマ' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'ダーク' })).toBeInTheDocument();
  });
});
