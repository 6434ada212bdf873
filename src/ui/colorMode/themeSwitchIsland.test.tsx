import { fireEvent, screen } from '@testing-library/react';
import { showPrebuiltMarkup } from '../../test/prebuiltMarkup';
import { ThemeSwitch } from '../ThemeSwitch';
import { COLOR_MODE_STORAGE_KEY, FORCED_COLOR_MODE_ATTRIBUTE } from './colorMode';
import { bindThemeSwitch } from './themeSwitchIsland';

// The prebuilt switch with no React behind it, bound by the island script of a static page.
describe('the theme switch island', () => {
  afterEach(() => {
    localStorage.clear();
    document.documentElement.className = '';
    document.documentElement.removeAttribute(FORCED_COLOR_MODE_ATTRIBUTE);
  });

  it('shows the stored preference that the prebuilt HTML could not know', () => {
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'dark');
    showPrebuiltMarkup(<ThemeSwitch />);
    const select = screen.getByRole('combobox', { name: 'Theme' });
    expect(select).toHaveValue('system');
    bindThemeSwitch();
    expect(select).toHaveValue('dark');
    expect(document.documentElement).toHaveClass('dark');
  });

  it('stores and applies a new choice', () => {
    showPrebuiltMarkup(<ThemeSwitch />, { locale: 'jp' });
    bindThemeSwitch();
    const select = screen.getByRole('combobox', { name: 'テーマ' });
    fireEvent.change(select, { target: { value: 'dark' } });
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');
    fireEvent.change(select, { target: { value: 'light' } });
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('light');
    expect(document.documentElement).toHaveClass('light');
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('keeps a page that forces a mode in that mode', () => {
    document.documentElement.setAttribute(FORCED_COLOR_MODE_ATTRIBUTE, 'dark');
    showPrebuiltMarkup(<ThemeSwitch />);
    bindThemeSwitch();
    fireEvent.change(screen.getByRole('combobox', { name: 'Theme' }), {
      target: { value: 'light' },
    });
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('light');
    expect(document.documentElement).toHaveClass('dark');
  });

  it('follows a choice made in another tab', () => {
    showPrebuiltMarkup(<ThemeSwitch />);
    bindThemeSwitch();
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'dark');
    window.dispatchEvent(new StorageEvent('storage', { key: COLOR_MODE_STORAGE_KEY }));
    expect(screen.getByRole('combobox', { name: 'Theme' })).toHaveValue('dark');
    expect(document.documentElement).toHaveClass('dark');
  });
});
