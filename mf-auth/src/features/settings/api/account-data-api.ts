import { api } from '@app/shared/api';
import {
  ACCOUNT_DATA_PATHS,
  type AccountExport,
  type DeleteAccountRequest,
  type ExportDataRequest,
} from '@app/shared/api-contract/account-data';

/** A file reply is its text; a refusal is the usual JSON envelope. */
const textOrEnvelope = (response: Response) => (response.ok ? response.text() : response.json());

const accountDataApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Her data as the API sends the file: not an envelope, so it arrives as it is. */
    exportAccountData: build.mutation<AccountExport, ExportDataRequest>({
      query: (body) => ({ url: ACCOUNT_DATA_PATHS.exportData, method: 'POST', body }),
    }),
    /** Her logbook as CSV text. */
    exportLogbook: build.mutation<string, ExportDataRequest>({
      query: (body) => ({ url: ACCOUNT_DATA_PATHS.exportLogbook, method: 'POST', body, responseHandler: textOrEnvelope }),
    }),
    deleteAccount: build.mutation<null, DeleteAccountRequest>({
      query: (body) => ({ url: ACCOUNT_DATA_PATHS.deleteAccount, method: 'POST', body }),
    }),
  }),
});

export const { useExportAccountDataMutation, useExportLogbookMutation, useDeleteAccountMutation } = accountDataApi;
