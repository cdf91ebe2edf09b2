// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { USER_SERVICE_PATHS, userInfoPath, type SaveProfileRequest } from '@app/shared/api-contract/user-service';
import { envelope, on, renderPage } from '@app/shared/testing/render-page';
import { ToastContainer } from '@app/shared/ui';
import { FIELD_LABELS } from '@app/shared/validation/forms';
import { PreferencesSettings, REPLAN_NOTICE } from './preferences-settings.tsx';

const olivia = {
  id: 4,
  email: 'olivia@example.com',
  token: 'access',
  refreshToken: 'refresh',
  isAuthenticated: true,
  regionId: 1,
  profileCompleted: true,
  isSubscribed: true,
};
const saved = {
  ...olivia,
  name: 'Olivia Grant',
  weightUnit: 'kg',
  genderId: 1,
  fitnessId: 2,
  mealId: 1,
  cooksFor: null,
  weeklyGoal: null,
  emailVerified: true,
  createdAt: '2026-01-01T00:00:00Z',
};

const choices = on('GET', USER_SERVICE_PATHS.onboardingData, () =>
  envelope(200, {
    gender: [{ id: 1, name: 'Female' }],
    fitnessChoices: [
      { id: 2, name: 'Strength & Tone' },
      { id: 5, name: 'Pregnancy: first trimester' },
    ],
    mealChoices: [
      { id: 1, name: 'Regular' },
      { id: 2, name: 'Vegetarian' },
    ],
  }),
);

describe('PreferencesSettings', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('shows what she saved, and saves a new goal, diet and household with "Saved!"', async () => {
    localStorage.setItem('userInfo', JSON.stringify(olivia));
    const sent: SaveProfileRequest[] = [];
    renderPage(
      <>
        <PreferencesSettings />
        <ToastContainer />
      </>,
      {
        path: '/settings/preferences',
        routes: [
          choices,
          on('GET', new URL(userInfoPath(olivia.email), 'http://app.test').pathname, () => envelope(200, saved)),
          on('POST', USER_SERVICE_PATHS.saveProfile, async (request) => {
            const body = (await request.json()) as SaveProfileRequest;
            sent.push(body);
            return envelope(200, { ...saved, ...body });
          }),
        ],
      },
    );
    expect(await screen.findByText(REPLAN_NOTICE)).not.toBeNull();
    expect(((await screen.findByRole('radio', { name: 'Strength & Tone' })) as HTMLInputElement).checked).toBe(true);
    const cooksFor = screen.getByLabelText(FIELD_LABELS.cooksFor) as HTMLSelectElement;
    expect(cooksFor.selectedOptions[0]!.textContent).toBe('As each recipe serves');
    // No goal set yet: the default stands in.
    const goal = screen.getByLabelText(FIELD_LABELS.weeklyGoal) as HTMLSelectElement;
    expect(goal.selectedOptions[0]!.textContent).toBe('3 workouts a week');

    fireEvent.click(screen.getByRole('radio', { name: 'Pregnancy: first trimester' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Vegetarian' }));
    fireEvent.change(cooksFor, { target: { value: '3' } });
    fireEvent.change(goal, { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(sent).toEqual([{ genderId: 1, fitnessId: 5, mealId: 2, cooksFor: 3, weeklyGoal: 4 }]));
    expect(await screen.findByText('Saved!')).not.toBeNull();
    expect(JSON.parse(localStorage.getItem('userInfo')!)).toMatchObject({ fitnessId: 5, mealId: 2, cooksFor: 3 });
  });

  it('shows the server’s message when it refuses, and changes nothing here', async () => {
    localStorage.setItem('userInfo', JSON.stringify(olivia));
    renderPage(<PreferencesSettings />, {
      path: '/settings/preferences',
      routes: [
        choices,
        on('GET', new URL(userInfoPath(olivia.email), 'http://app.test').pathname, () => envelope(200, saved)),
        on('POST', USER_SERVICE_PATHS.saveProfile, () =>
          envelope(
            400,
            { fields: { fitnessId: 'Please choose one of the options shown.' } },
            'Please choose one of the options shown.',
            'VALIDATION_FAILED',
          ),
        ),
      ],
    });
    fireEvent.click(await screen.findByRole('radio', { name: 'Pregnancy: first trimester' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please choose one of the options shown.');
    expect(JSON.parse(localStorage.getItem('userInfo')!).fitnessId).toBeUndefined();
  });
});
