// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { USER_SERVICE_PATHS, userInfoPath } from '@app/shared/api-contract/user-service';
import { envelope, on, renderPage } from '@app/shared/testing/render-page';
import { UserPreferencesPage } from './user-preferences-page.tsx';

const jane = {
  id: 4,
  email: 'jane+fit@example.com',
  token: 'access',
  refreshToken: 'refresh',
  isAuthenticated: true,
  regionId: 1,
  profileCompleted: true,
};

const choices = on('GET', USER_SERVICE_PATHS.onboardingData, () =>
  envelope(200, {
    gender: [
      { id: 1, name: 'Female' },
      { id: 2, name: 'Postpartum' },
    ],
    fitnessChoices: [
      { id: 1, name: 'Lose weight' },
      { id: 2, name: 'Strength & tone' },
    ],
    mealChoices: [
      { id: 1, name: 'Regular' },
      { id: 2, name: 'Vegetarian' },
    ],
  }),
);

const savedChoices = (answer: () => Response) => on('GET', new URL(userInfoPath(jane.email), 'http://app.test').pathname, answer);

const checked = () =>
  screen
    .getAllByRole('radio')
    .filter((radio) => (radio as HTMLInputElement).checked)
    .map((radio) => radio.closest('label')?.textContent);

describe('UserPreferencesPage', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('shows the choices she saved, read from the API', async () => {
    localStorage.setItem('userInfo', JSON.stringify(jane));
    renderPage(<UserPreferencesPage />, {
      path: '/userPreferences',
      routes: [
        choices,
        savedChoices(() => envelope(200, { ...jane, genderId: 2, fitnessId: 1, mealId: 2, emailVerified: true, isSubscribed: false })),
      ],
    });
    await screen.findByRole('radio', { name: 'Postpartum' });
    expect(checked()).toEqual(['Postpartum', 'Lose weight', 'Vegetarian']);
  });

  it('falls back to what this browser stored when the API cannot say', async () => {
    localStorage.setItem('userInfo', JSON.stringify({ ...jane, genderId: 1, fitnessId: 2, mealId: 1 }));
    renderPage(<UserPreferencesPage />, { path: '/userPreferences', routes: [choices, savedChoices(() => envelope(500, null, 'down'))] });
    await screen.findByRole('radio', { name: 'Female' });
    expect(checked()).toEqual(['Female', 'Strength & tone', 'Regular']);
  });

  it('starts empty for a member who has not chosen yet', async () => {
    localStorage.setItem('userInfo', JSON.stringify({ ...jane, profileCompleted: false }));
    renderPage(<UserPreferencesPage />, {
      path: '/userPreferences',
      routes: [
        choices,
        savedChoices(() =>
          envelope(200, { ...jane, genderId: null, fitnessId: null, mealId: null, emailVerified: true, isSubscribed: false }),
        ),
      ],
    });
    await screen.findByRole('radio', { name: 'Female' });
    expect(checked()).toEqual([]);
  });

  it.each([
    [
      'a member without a subscription goes on to choose her plan, with the plan she picked',
      false,
      '/userPreferences?planId=2',
      /^\/subscription\?planId=2$/,
    ],
    ['without a planId, the plan choice opens on its first plan', false, '/userPreferences', /^\/subscription$/],
    ['a subscribed member goes into the app', true, '/userPreferences?planId=2', /^\/planner\/0\/\d$/],
  ])('after saving: %s', async (_rule, isSubscribed, path, destination) => {
    localStorage.setItem('userInfo', JSON.stringify({ ...jane, profileCompleted: false }));
    const saved = { ...jane, genderId: 1, fitnessId: 2, mealId: 1, emailVerified: true, isSubscribed };
    renderPage(<UserPreferencesPage />, {
      path,
      routes: [
        choices,
        savedChoices(() => envelope(200, { ...jane, genderId: null, fitnessId: null, mealId: null, emailVerified: true, isSubscribed })),
        on('POST', USER_SERVICE_PATHS.saveProfile, () => envelope(200, saved)),
      ],
    });
    fireEvent.click(await screen.findByRole('radio', { name: 'Female' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Strength & tone' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Regular' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toMatch(destination));
    expect(JSON.parse(localStorage.getItem('userInfo')!)).toMatchObject({ profileCompleted: true, isSubscribed });
  });
});
