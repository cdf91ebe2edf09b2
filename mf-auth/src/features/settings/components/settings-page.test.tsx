// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { USER_SERVICE_PATHS } from '@app/shared/api-contract/user-service';
import { envelope, on, renderPage } from '@app/shared/testing/render-page';
import { SettingsPage } from './settings-page.tsx';

const settings = on('GET', new URL(USER_SERVICE_PATHS.settings, 'http://app.test').pathname, () =>
  envelope(200, { id: 4, name: 'Olivia Grant', email: 'olivia@example.com', regionId: 2, weightUnit: 'lb' }),
);

describe('SettingsPage', () => {
  afterEach(cleanup);

  it('lists every setting, with her subscription and her workout history among them', async () => {
    renderPage(<SettingsPage preferences={null} />, { path: '/settings', pattern: '/settings', routes: [settings] });
    const list = within(await screen.findByRole('list'));
    expect(list.getAllByRole('link').map((link) => [link.firstChild?.textContent, link.getAttribute('href')])).toEqual([
      ['Profile', '/profile'],
      ['Preferences', '/settings/preferences'],
      ['Region and units', '/settings/region'],
      ['Change password', '/settings/password'],
      ['Subscription', '/subscription'],
      ['Workout history', '/history'],
      ['Log out', '/logout'],
    ]);
    expect(list.getByRole('link', { name: /Region and units/ }).textContent).toContain('United Kingdom · Pounds (lb)');
  });

  it('shows the Preferences page it is given under /settings/preferences', async () => {
    renderPage(<SettingsPage preferences={<p>the preferences form</p>} />, {
      path: '/settings/preferences',
      pattern: '/settings/:settingName',
      routes: [settings],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Preferences' })).not.toBeNull();
    expect(screen.getByText('the preferences form')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Back to settings' }).getAttribute('href')).toBe('/settings');
  });
});
