// The two forms of Your data load together, as one chunk, when she opens either.
export { DeleteAccountForm } from './delete-account-form.tsx';
export { ExportDataForm } from './export-data-form.tsx';
