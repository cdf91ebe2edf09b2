/**
 * Her data and her account (issue 43): the user service's account routes, the export file and their
 * messages, in a module of their own so that only the Settings section that calls them carries them
 * (not every page of mf-auth).
 */
import { USER_SERVICE_PREFIX } from './user-service.ts';

export type { DeleteAccountRequest, ExportDataRequest } from './schemas/user.ts';

export const ACCOUNT_DATA_PATHS = {
  /** POST her password: everything the product holds about her, as a JSON attachment (AccountExport). */
  exportData: `${USER_SERVICE_PREFIX}/api/account/export`,
  /** POST her password: her logbook, one row per set, as a CSV attachment. */
  exportLogbook: `${USER_SERVICE_PREFIX}/api/account/export/logbook`,
  /** POST her password and confirm: true: deletes her account; her sessions end. */
  deleteAccount: `${USER_SERVICE_PREFIX}/api/account/delete`,
} as const;

/** The JSON file of her data: her profile and preferences, then every row of hers, table by table. */
export interface AccountExport {
  format: 'kindred-account-export';
  version: 1;
  exportedAt: string;
  /** Her account row without the password hash: name, email, region, weight unit, preferences. */
  profile: Record<string, unknown>;
  /** By table name (planner_items, logbook_entries...): her rows, secrets left out. */
  tables: Record<string, Record<string, unknown>[]>;
}

export const ACCOUNT_DATA_MESSAGES = {
  passwordWrong: 'That password is not right.',
  dataExported: 'Your data is ready.',
  accountDeleted: 'Your account is deleted.',
  providerFailed: 'We could not cancel your subscription just now, so your account is not deleted. Please try again.',
} as const;
