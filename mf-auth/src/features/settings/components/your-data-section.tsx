import { lazy, Suspense, useState } from 'react';
import { Spinner } from '@app/shared/ui';
import { Card } from '@app/shared/ui/card';
import { useUserSettingsQuery } from '../api/settings-api.ts';
import './your-data-section.css';
import { ACCOUNT_DATA_MESSAGES } from '@app/shared/api-contract/account-data';

// The forms load when she opens one, as the other settings' forms do.
const ExportDataForm = lazy(() => import('./your-data-forms.ts').then((module) => ({ default: module.ExportDataForm })));
const DeleteAccountForm = lazy(() => import('./your-data-forms.ts').then((module) => ({ default: module.DeleteAccountForm })));

type Open = 'export' | 'delete' | 'exported' | null;

/** Settings' "Your data": download everything held about her, or delete her account; each asks her password again. */
export function YourDataSection() {
  const email = useUserSettingsQuery().data?.email ?? '';
  const [open, setOpen] = useState<Open>(null);
  const opener = (which: 'export' | 'delete', label: string, className: string) => (
    <button
      type="button"
      className={`button ${className}`}
      onClick={() => setOpen(which)}
      // Keeps the focus in the open form's field: its blur would show an error, move this button down and lose the click.
      onMouseDown={(event) => event.preventDefault()}
    >
      {label}
    </button>
  );
  return (
    <Card className="your-data" aria-labelledby="your-data-heading">
      <h2 id="your-data-heading">Your data</h2>
      <p>Download everything we hold about you: one JSON file, and your logbook as a CSV file.</p>
      {open === 'export' ? (
        <Suspense fallback={<Spinner label="Loading" />}>
          <ExportDataForm email={email} onDone={() => setOpen('exported')} />
        </Suspense>
      ) : (
        <>
          {open === 'exported' ? (
            <p className="your-data__done" role="status">
              {ACCOUNT_DATA_MESSAGES.dataExported} Two files are downloading.
            </p>
          ) : null}
          {opener('export', 'Download my data', 'button--primary')}
        </>
      )}
      <h2 id="delete-account-heading">Delete account</h2>
      <p>This deletes your account and all your data, and cancels your subscription. It cannot be undone.</p>
      {open === 'delete' ? (
        <Suspense fallback={<Spinner label="Loading" />}>
          <DeleteAccountForm email={email} />
        </Suspense>
      ) : (
        opener('delete', 'Delete my account', 'button--ghost your-data__delete')
      )}
    </Card>
  );
}
