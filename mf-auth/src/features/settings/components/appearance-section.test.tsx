// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppearanceSection } from './appearance-section.tsx';

const theme = () => document.documentElement.getAttribute('data-theme');

describe('AppearanceSection', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
    document.documentElement.removeAttribute('data-theme');
  });

  it('starts on System when this device has no choice stored', () => {
    render(<AppearanceSection />);
    expect(screen.getByRole('heading', { name: 'Appearance' })).toBeTruthy();
    const group = screen.getByRole('group', { name: 'Colour scheme on this device' });
    expect(group).toBeTruthy();
    expect((screen.getByRole('radio', { name: /^System/ }) as HTMLInputElement).checked).toBe(true);
    expect(theme()).toBeNull();
  });

  it('shows the stored choice', () => {
    localStorage.setItem('theme', 'light');
    render(<AppearanceSection />);
    expect((screen.getByRole('radio', { name: /^Light/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('Dark stores the choice and darkens the page at once; System takes both back', () => {
    render(<AppearanceSection />);
    fireEvent.click(screen.getByRole('radio', { name: /^Dark/ }));
    expect((screen.getByRole('radio', { name: /^Dark/ }) as HTMLInputElement).checked).toBe(true);
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(theme()).toBe('dark');

    fireEvent.click(screen.getByRole('radio', { name: /^Light/ }));
    expect(localStorage.getItem('theme')).toBe('light');
    expect(theme()).toBe('light');

    fireEvent.click(screen.getByRole('radio', { name: /^System/ }));
    expect(localStorage.getItem('theme')).toBeNull();
    expect(theme()).toBeNull();
  });
});
