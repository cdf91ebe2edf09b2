/**
 * The notice the login page shows once after she deleted her account. It is kept in this tab's
 * sessionStorage: logging out clears localStorage, and the notice must outlive that.
 */
const ACCOUNT_DELETED_KEY = 'kindred.accountDeleted';

export function markAccountDeleted(storage: Pick<Storage, 'setItem'> = globalThis.sessionStorage): void {
  storage.setItem(ACCOUNT_DELETED_KEY, '1');
}

export function accountWasDeleted(storage: Pick<Storage, 'getItem'> | undefined = globalThis.sessionStorage): boolean {
  return storage?.getItem(ACCOUNT_DELETED_KEY) === '1';
}

/** Once shown, the notice is not shown again. */
export function forgetAccountDeleted(storage: Pick<Storage, 'removeItem'> | undefined = globalThis.sessionStorage): void {
  storage?.removeItem(ACCOUNT_DELETED_KEY);
}
