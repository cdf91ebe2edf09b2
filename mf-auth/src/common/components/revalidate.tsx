import { useEffect } from 'react';
import { useFormikContext } from 'formik';

/**
 * Re-runs validation when what the schema knows from the server grows (an email found taken, a
 * current password refused, the banned words arriving after she typed), and, unless `touch` is
 * false, marks the field touched so its message shows.
 */
export function Revalidate({ field, known, touch = true }: { field: string; known: readonly unknown[]; touch?: boolean }) {
  const { validateForm, setFieldTouched } = useFormikContext();
  useEffect(() => {
    if (known.length === 0) return;
    if (touch) void setFieldTouched(field, true, false);
    void validateForm();
  }, [field, known, touch, validateForm, setFieldTouched]);
  return null;
}
