// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { USER_SERVICE_PATHS } from '@app/shared/api-contract/user-service';
import { envelope, on, renderPage } from '@app/shared/testing/render-page';
import { accountWasDeleted } from '../../../common/model/account-deleted.ts';
import { YourDataSection } from './your-data-section.tsx';
import { ACCOUNT_DATA_MESSAGES, ACCOUNT_DATA_PATHS } from '@app/shared/api-contract/account-data';

const PASSWORD = 'Sunrise2024x';
const settings = on('GET', new URL(USER_SERVICE_PATHS.settings, 'http://app.test').pathname, () =>
  envelope(200, { id: 4, name: 'Olivia Grant', email: 'olivia@example.com', regionId: 2, weightUnit: 'lb' }),
);
const EXPORT = {
  format: 'kindred-account-export',
  version: 1,
  exportedAt: '2026-12-07T10:00:00.000Z',
  profile: { id: 4, email: 'olivia@example.com' },
  tables: { logbook_entries: [] },
};
const CSV = 'logged_at,workout\r\n2026-12-01T07:00:00.000Z,"Legs, heavy"\r\n';

/** The server: her password is PASSWORD; anything else is the API's PASSWORD_WRONG. */
function guarded(path: string, answer: () => Response) {
  return on('POST', path, async (request) => {
    const body = (await request.json()) as { password: string };
    return body.password === PASSWORD ? answer() : envelope(400, null, ACCOUNT_DATA_MESSAGES.passwordWrong, 'PASSWORD_WRONG');
  });
}
const routes = [
  settings,
  guarded(ACCOUNT_DATA_PATHS.exportData, () => new Response(JSON.stringify(EXPORT), { headers: { 'Content-Type': 'application/json' } })),
  guarded(ACCOUNT_DATA_PATHS.exportLogbook, () => new Response(CSV, { headers: { 'Content-Type': 'text/csv' } })),
  guarded(ACCOUNT_DATA_PATHS.deleteAccount, () => envelope(200, null, ACCOUNT_DATA_MESSAGES.accountDeleted)),
];

function type(label: string, value: string) {
  const input = screen.getByLabelText(label, { selector: 'input' });
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

/** The files handed to the browser, by name. */
let saved: Map<string, Blob>;
beforeEach(() => {
  saved = new Map();
  let next: Blob | undefined;
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (blob: Blob) => ((next = blob), 'blob:file'), revokeObjectURL: () => {} }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (next) saved.set(this.download, next);
  });
});

describe('YourDataSection', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    localStorage.clear();
    sessionStorage.clear();
  });

  it('downloads her data as JSON and her logbook as CSV once she gives her password', async () => {
    const { requests } = renderPage(<YourDataSection />, { path: '/settings', routes });
    expect(screen.getByRole('heading', { level: 2, name: 'Your data' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    await screen.findByLabelText('Your password', { selector: 'input' });
    type('Your password', PASSWORD);
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByText(`${ACCOUNT_DATA_MESSAGES.dataExported} Two files are downloading.`)).toBeTruthy();
    expect([...saved.keys()]).toEqual(['kindred-data-2026-12-07.json', 'kindred-logbook-2026-12-07.csv']);
    expect(JSON.parse(await saved.get('kindred-data-2026-12-07.json')!.text())).toEqual(EXPORT);
    expect(await saved.get('kindred-logbook-2026-12-07.csv')!.text()).toBe(CSV);
    const posts = requests.filter((request) => request.method === 'POST');
    expect(await Promise.all(posts.map(async (request) => [new URL(request.url).pathname, await request.json()]))).toEqual([
      [ACCOUNT_DATA_PATHS.exportData, { password: PASSWORD }],
      [ACCOUNT_DATA_PATHS.exportLogbook, { password: PASSWORD }],
    ]);
  });

  it('a wrong password is an error at the field, and nothing is downloaded', async () => {
    const { requests } = renderPage(<YourDataSection />, { path: '/settings', routes });
    fireEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    await screen.findByLabelText('Your password', { selector: 'input' });
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByText('Your password is required')).toBeTruthy();
    type('Your password', 'Wrong2024xx');
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByText(ACCOUNT_DATA_MESSAGES.passwordWrong)).toBeTruthy();
    expect(screen.getByLabelText('Your password', { selector: 'input' }).getAttribute('aria-invalid')).toBe('true');
    expect(saved.size).toBe(0);
    expect(requests.filter((request) => new URL(request.url).pathname === ACCOUNT_DATA_PATHS.exportLogbook)).toEqual([]);
  });

  it('deletes her account only with her password and the box ticked, then signs her out towards the login page', async () => {
    localStorage.setItem('userInfo', JSON.stringify({ email: 'olivia@example.com', token: 't', refreshToken: 'r' }));
    localStorage.setItem('deviceId', 'Ab3dE9xZ');
    const { requests, store } = renderPage(<YourDataSection />, { path: '/settings', routes });
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    await screen.findByLabelText('Your password', { selector: 'input' });
    type('Your password', PASSWORD);
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('Please tick the box to confirm.')).toBeTruthy();
    const deletes = () => requests.filter((request) => new URL(request.url).pathname === ACCOUNT_DATA_PATHS.deleteAccount);
    expect(deletes()).toEqual([]);

    fireEvent.click(screen.getByRole('checkbox', { name: /I understand my account and all my data will be deleted/ }));
    type('Your password', 'Wrong2024xx');
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText(ACCOUNT_DATA_MESSAGES.passwordWrong)).toBeTruthy();
    expect(localStorage.getItem('userInfo')).not.toBeNull();

    type('Your password', PASSWORD);
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(localStorage.getItem('userInfo')).toBeNull());
    expect(await deletes()[1]!.json()).toEqual({ password: PASSWORD, confirm: true });
    expect(localStorage.getItem('deviceId')).toBe('Ab3dE9xZ');
    expect(store.getState().session.exitTo).toBe('/login');
    expect(accountWasDeleted()).toBe(true);
  });
});
