// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOME } from './home-fixture.ts';
import { HomeView, type HomeViewProps } from './home-view.tsx';

afterEach(cleanup);

function renderHome(props: Partial<HomeViewProps>) {
  return render(
    <MemoryRouter>
      <HomeView
        home={undefined}
        homeFailed={false}
        config={undefined}
        configFailed={false}
        regionId={1}
        onRetryHome={vi.fn()}
        onRetryConfig={vi.fn()}
        {...props}
      />
    </MemoryRouter>,
  );
}

describe('HomeView', () => {
  it('shows the fallback copy and loading indicators before the data arrives', () => {
    renderHome({});
    expect(screen.getByRole('heading', { level: 1, name: 'Feel strong, every day' })).toBeTruthy();
    expect(screen.getByText('Subscriptions start from $10/mo')).toBeTruthy();
    for (const label of ['Loading programs', 'Loading experts', 'Loading testimonials', 'Loading articles'])
      expect(screen.getByText(label)).toBeTruthy();
    // The plans are SPEC's constants, so the picker works before the data.
    expect(screen.getAllByRole('radio')).toHaveLength(3);
  });

  it.each([
    [1, 'Programs for every goal', 'Postnatal Restore', 'Eight gentle weeks for new mums.', 'Postnatal'],
    [2, 'Programmes for every goal', 'Postnatal Restore', 'Eight gentle weeks for new mums.', 'Postnatal'],
    [3, 'Programs for every goal', 'Postpartum Restore', 'Eight gentle weeks for new moms.', 'Postpartum'],
  ])('region %s reads its own titles and text', (regionId, sectionTitle, programTitle, programText, pillarOption) => {
    renderHome({ home: HOME, regionId });
    expect(screen.getByRole('heading', { level: 2, name: sectionTitle })).toBeTruthy();
    const programs = screen.getByRole('region', { name: sectionTitle });
    expect(within(programs).getByRole('button', { name: programTitle }).getAttribute('aria-pressed')).toBe('true');
    expect(within(programs).getByText(programText)).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Pregnancy: choose one' }).textContent).toContain(pillarOption);
  });

  it('makes a clicked program card the wide one', () => {
    renderHome({ home: HOME });
    const programs = screen.getByRole('region', { name: 'Programs for every goal' });
    fireEvent.click(within(programs).getByRole('button', { name: 'HIIT Burn' }));
    expect(within(programs).getByRole('button', { name: 'HIIT Burn' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(programs).getByText('Short sweaty circuits.')).toBeTruthy();
    expect(within(programs).queryByText('Eight gentle weeks for new mums.')).toBeNull();
    expect(
      within(programs)
        .getByRole('link', { name: /VIEW PROGRAM/ })
        .getAttribute('href'),
    ).toBe('/programs/3');
  });

  it('gives images without a scheme https, and shows the logo for one that fails', () => {
    const { container } = renderHome({ home: HOME });
    const card = container.querySelector<HTMLImageElement>('img[src="https://cdn.example.com/32.webp"]');
    expect(card).toBeTruthy();
    fireEvent.error(card!);
    expect(container.querySelector('img[src="https://cdn.example.com/32.webp"]')).toBeNull();
    expect(container.querySelectorAll('img[src^="data:image/svg+xml"]').length).toBeGreaterThan(0);
  });

  it('says the data failed where it was to go, and fetches again on TRY AGAIN', () => {
    const onRetryHome = vi.fn();
    renderHome({ homeFailed: true, onRetryHome });
    const alerts = screen.getAllByRole('alert');
    expect(alerts.length).toBe(3);
    expect(alerts[0]!.textContent).toContain('Something went wrong! Please try again.');
    fireEvent.click(within(alerts[0]!).getByRole('button', { name: 'TRY AGAIN' }));
    expect(onRetryHome).toHaveBeenCalledTimes(1);
  });

  it('signs up with the chosen plan', () => {
    renderHome({ home: HOME });
    const plans = screen.getByRole('region', { name: 'Choose your plan' });
    expect(
      within(plans)
        .getByRole('link', { name: /START FREE TRIAL/ })
        .getAttribute('href'),
    ).toBe('/signUp?planId=1');
    fireEvent.click(within(plans).getByRole('radio', { name: /Monthly/ }));
    expect(
      within(plans)
        .getByRole('link', { name: /START FREE TRIAL/ })
        .getAttribute('href'),
    ).toBe('/signUp?planId=3');
  });
});
