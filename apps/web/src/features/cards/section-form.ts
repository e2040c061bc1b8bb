import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { type Control, type FieldValues, type Resolver, useFormState, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { SUCCESS_MESSAGE_DURATION_MS } from '@panel/shared/constants.ts';

/**
 * zodResolver typed by the form's own input shape: the shared schemas' inferred input types are
 * loose where they preprocess, while the inputs always hold strings.
 */
export const sectionResolver = <I extends FieldValues, O>(schema: z.ZodType) =>
  zodResolver(schema as never) as unknown as Resolver<I, unknown, O>;

/**
 * A section's unsaved values, when they are valid, for the live preview; and whether the section has
 * changes not saved yet, so the editor can ask before they are lost.
 */
export type DraftListener = (key: string, value: unknown, dirty: boolean) => void;

/** Reports the form's values (when they pass the section's schema) and its unsaved state. */
export function useDraft<I extends FieldValues, O>(
  control: Control<I, unknown, O>,
  schema: z.ZodType,
  key: string,
  onDraft: DraftListener,
) {
  const values = useWatch({ control });
  const { isDirty } = useFormState({ control });
  useEffect(() => {
    const parsed = schema.safeParse(values);
    onDraft(key, parsed.success ? parsed.data : undefined, isDirty);
  }, [values, isDirty, schema, key, onDraft]);
}

export type SaveStatus = { kind: 'success'; message: string } | { kind: 'error'; message: string } | null;

/** Save outcome of a section: success fades after the spec's 6 s; errors stay until the next try. */
export function useSaveStatus() {
  const { t } = useTranslation('cards');
  const [status, setStatus] = useState<SaveStatus>(null);
  useEffect(() => {
    if (status?.kind !== 'success') return;
    const timer = setTimeout(() => setStatus(null), SUCCESS_MESSAGE_DURATION_MS);
    return () => clearTimeout(timer);
  }, [status]);
  return {
    status,
    succeeded: (message: string) => setStatus({ kind: 'success', message }),
    /** `message` null means every problem landed on a field. */
    failed: (message: string | null) =>
      setStatus({ kind: 'error', message: message ?? t('section.correctFields') }),
    clear: () => setStatus(null),
  };
}
