// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SwapMenu } from './swap-menu.tsx';

function setup() {
  const another = vi.fn();
  const leftovers = vi.fn();
  render(
    <SwapMenu
      label="Swap lunch"
      text="Swap"
      options={[
        { label: 'Another meal', onSelect: another },
        { label: 'Leftovers', onSelect: leftovers, disabled: true },
        { label: 'Going out', onSelect: vi.fn() },
      ]}
    />,
  );
  return { another, leftovers, button: screen.getByRole('button', { name: 'Swap lunch' }) };
}

describe('SwapMenu: every swap from a menu, by pointer or keyboard', () => {
  afterEach(cleanup);

  it('opens on click with focus on the first item, and a chosen item runs once and closes the menu', () => {
    const { another, button } = setup();
    expect(button).toHaveProperty('textContent', 'Swap');
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Another meal' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Another meal' }));
    expect(another).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it.each([
    ['ArrowDown', 'Going out'],
    ['ArrowUp', 'Going out'],
  ])('%s skips the disabled item and lands on %s', (key, expected) => {
    const { button } = setup();
    fireEvent.click(button);
    fireEvent.keyDown(screen.getByRole('menu'), { key });
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: expected }));
  });

  it('Escape closes it and gives focus back to its button', () => {
    const { button, another } = setup();
    fireEvent.click(button);
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(another).not.toHaveBeenCalled();
  });

  it('a disabled item cannot be chosen', () => {
    const { button, leftovers } = setup();
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Leftovers' }));
    expect(leftovers).not.toHaveBeenCalled();
  });
});
