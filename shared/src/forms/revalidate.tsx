import { useEffect } from 'react';
import { useFormikContext } from 'formik';

/**
 * Re-runs validation when what the schema knows from the server grows (an email found taken, a
 * current password refused), and marks the field touched so its message shows.
 */
export function Revalidate({ field, known }: { field: string; known: readonly unknown[] }) {
  const { validateForm, setFieldTouched } = useFormikContext();
  useEffect(() => {
    if (known.length === 0) return;
    void setFieldTouched(field, true, false);
    void validateForm();
  }, [field, known, validateForm, setFieldTouched]);
  return null;
}
