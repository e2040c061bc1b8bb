import { useState } from 'react';
import type { FieldError, FieldValues, Path, UseFormRegisterReturn, UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError, errorMessage } from './api-client';
import { localizeMessage } from './i18n';

/**
 * Puts a failed call's `fields` messages on the matching form fields and returns the message to
 * show above the form (null when every problem landed on a field).
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  formFields: readonly Path<T>[],
): string | null {
  if (!(error instanceof ApiError) || !error.fields) return errorMessage(error);
  let unplaced = false;
  for (const [field, message] of Object.entries(error.fields)) {
    const match = formFields.find((f) => f === field);
    if (match) setError(match, { type: 'server', message }, { shouldFocus: true });
    else unplaced = true;
  }
  return unplaced || Object.keys(error.fields).length === 0 ? error.message : null;
}

/**
 * react-hook-form's `register` for an MUI TextField: the ref must reach the <input> (for focus on
 * error and for autofilled values), and the field's error message becomes the helper text.
 */
export function muiField({ ref, ...rest }: UseFormRegisterReturn, error?: FieldError) {
  // Messages checked in the browser come from the shared schemas in English: shown in the panel's language.
  return {
    ...rest,
    inputRef: ref,
    error: error !== undefined,
    helperText: error?.message === undefined ? undefined : localizeMessage(error.message),
  };
}

/**
 * A failed check's messages by field, for forms kept in plain state: the first message of each
 * field, named by its key `depth` levels into the path (1 for bodies like { agency: {...} }).
 */
export const fieldErrors = (
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  depth = 0,
) =>
  Object.fromEntries(
    [...issues].reverse().map((i) => [String(i.path[depth] ?? i.path[0]), localizeMessage(i.message)]),
  );

export interface FormNotice {
  ok: boolean;
  text: string;
}

/**
 * A form kept in plain state: `submit` checks the body with its shared schema, then sends it. Field
 * messages (from the check or the server) land in `errors`, the outcome in `notice` above the form.
 */
export function usePlainForm() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<FormNotice | null>(null);
  const submit = async <T>(schema: z.ZodType<T>, body: unknown, send: (valid: T) => Promise<string>) => {
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    setNotice(null);
    try {
      setNotice({ ok: true, text: await send(parsed.data) });
    } catch (error) {
      if (error instanceof ApiError && error.fields) setErrors(error.fields);
      setNotice({ ok: false, text: errorMessage(error) });
    }
  };
  return { errors, notice, submit };
}
