// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Formik } from 'formik';
import { afterEach, describe, expect, it } from 'vitest';
import { PasswordField, TextField } from './form-field.tsx';

afterEach(cleanup);

const HINT = 'Use 8 to 30 characters.';
const ERROR = '8-30 characters';
const validate = (values: { code: string }) => (values.code.length >= 8 ? {} : { code: ERROR });

describe.each([
  ['TextField', TextField],
  ['PasswordField', PasswordField],
])('%s: the hint, or the error in its place', (_name, Field) => {
  it('shows the hint until the value is refused, then only the error', async () => {
    render(
      <Formik initialValues={{ code: '' }} validate={validate} onSubmit={() => undefined}>
        <Field name="code" label="Code" hint={HINT} />
      </Formik>,
    );
    const input = screen.getByLabelText('Code');
    expect(input.getAttribute('aria-describedby')).toBe('field-code-hint');
    expect(screen.getByText(HINT)).not.toBeNull();

    await act(async () => {
      fireEvent.change(input, { target: { value: 'abc' } });
      fireEvent.blur(input);
    });
    expect(await screen.findByText(ERROR)).not.toBeNull();
    expect(screen.queryByText(HINT)).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBe('field-code-error');

    await act(async () => {
      fireEvent.change(input, { target: { value: 'abcdefgh' } });
    });
    expect(screen.queryByText(ERROR)).toBeNull();
    expect(screen.getByText(HINT)).not.toBeNull();
  });
});
