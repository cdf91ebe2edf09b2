// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '@app/shared/testing/render-page';
import { accountWasDeleted, markAccountDeleted } from '../../../common/model/account-deleted.ts';
import { LoginPage } from './login-page.tsx';
import { ACCOUNT_DATA_MESSAGES } from '@app/shared/api-contract/account-data';

describe('LoginPage after her account was deleted', () => {
  afterEach(() => {
    cleanup();
    sessionStorage.clear();
  });

  it('says so once, where she lands signed out', () => {
    markAccountDeleted();
    renderPage(<LoginPage />, { path: '/login', routes: [] });
    expect(screen.getByText(`${ACCOUNT_DATA_MESSAGES.accountDeleted} We have emailed you to confirm.`)).toBeTruthy();
    expect(accountWasDeleted()).toBe(false);
    cleanup();
    renderPage(<LoginPage />, { path: '/login', routes: [] });
    expect(screen.queryByText(/Your account is deleted/)).toBeNull();
    expect(screen.getByRole('heading', { name: 'Log in' })).toBeTruthy();
  });
});
