// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog.tsx';

// jsdom has no modal dialogs: enough of one to open and close.
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  this.open = false;
};

function question(open: boolean, handlers = { onConfirm: vi.fn(), onCancel: vi.fn(), onAlternative: vi.fn() }) {
  const view = render(
    <ConfirmDialog
      open={open}
      title="Delete this log?"
      confirmLabel="Delete log"
      cancelLabel="Keep it"
      alternative={{ label: 'Later', onPress: handlers.onAlternative }}
      {...handlers}
    >
      <p>10 × 20 kg</p>
    </ConfirmDialog>,
  );
  return { ...view, ...handlers };
}

describe('ConfirmDialog', () => {
  afterEach(cleanup);

  it('says nothing while closed: its words are not on the page', () => {
    question(false);
    expect(screen.queryByText('10 × 20 kg')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('open, it is a dialog named by its title, with the safe answer first and each answer its own', () => {
    const { onConfirm, onCancel, onAlternative } = question(true);
    const dialog = screen.getByRole('dialog', { name: 'Delete this log?' });
    expect(dialog.textContent).toContain('10 × 20 kg');
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Keep it', 'Later', 'Delete log']);
    fireEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete log' }));
    expect([onCancel.mock.calls.length, onAlternative.mock.calls.length, onConfirm.mock.calls.length]).toEqual([1, 1, 1]);
  });

  it('Escape is the safe answer', () => {
    const { onCancel, onConfirm } = question(true);
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
