// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../store/app-store.ts';
import { TOAST_DURATION_MS, ToastContainer, showToast } from './toast.tsx';

/** The container in the one store, as the shell renders it. */
function renderContainer() {
  const store = createAppStore();
  const view = render(
    <Provider store={store}>
      <ToastContainer />
    </Provider>,
  );
  return { ...view, store };
}

describe('toasts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('announces toasts through a polite live region that is there before the first toast', () => {
    const { container } = renderContainer();
    const region = container.querySelector('[aria-live="polite"]');
    expect(region?.childElementCount).toBe(0);
    act(() => void showToast({ message: 'Saved!', kind: 'success' }));
    expect(container.querySelector('[aria-live="polite"]')).toBe(region);
    expect(region?.textContent).toContain('Saved!');
    act(() => void vi.advanceTimersByTime(TOAST_DURATION_MS));
    expect(region?.childElementCount).toBe(0);
  });

  it('shows a raised toast and dismisses it after 3 seconds', () => {
    renderContainer();
    act(() => void showToast({ message: 'Saved!', kind: 'success' }));
    expect(screen.getByRole('status')).toHaveProperty('textContent', expect.stringContaining('Saved!'));

    act(() => void vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.queryByText('Saved!')).not.toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.queryByText('Saved!')).toBeNull();
  });

  it('announces errors as alerts and offers TRY AGAIN when given a retry', () => {
    const retry = vi.fn();
    renderContainer();
    act(() => void showToast({ message: 'Logout failed', kind: 'error', onRetry: retry }));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Logout failed');

    fireEvent.click(screen.getByRole('button', { name: 'TRY AGAIN' }));
    expect(retry).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Logout failed')).toBeNull();
  });

  it('keeps toasts in the store, and their TRY AGAIN callbacks out of it', () => {
    const { store } = renderContainer();
    act(() => void showToast({ message: 'Could not save', kind: 'error', onRetry: () => {} }));
    expect(store.getState().toasts).toEqual([{ id: expect.any(Number), message: 'Could not save', kind: 'error', retry: true }]);
  });

  it('can be closed before its time', () => {
    renderContainer();
    act(() => void showToast({ message: 'OTP sent successfully' }));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('OTP sent successfully')).toBeNull();
  });

  it('stacks several toasts, each with its own timer', () => {
    renderContainer();
    act(() => void showToast({ message: 'first' }));
    act(() => void vi.advanceTimersByTime(2000));
    act(() => void showToast({ message: 'second' }));
    expect(screen.getAllByRole('status')).toHaveLength(2);
    act(() => void vi.advanceTimersByTime(1000));
    expect(screen.queryByText('first')).toBeNull();
    expect(screen.queryByText('second')).not.toBeNull();
  });
});
