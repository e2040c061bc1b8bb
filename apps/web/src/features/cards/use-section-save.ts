import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';
import { applyServerErrors } from '@/lib/forms';
import { type SectionKey, useUpdateCardSection } from './api/update-card-section';
import { useSaveStatus } from './section-form';

/**
 * Wires a section form to its update call: validates with the shared schema, saves, and reports
 * "saved" or the server's message (field messages land on their inputs). Returns what the panel shows.
 */
export function useSectionSave<I extends FieldValues, O>(
  section: SectionKey,
  cardNo: number,
  form: UseFormReturn<I, unknown, O>,
  savedMessage: string,
  toBody: (values: O) => unknown = (v) => v,
) {
  const save = useUpdateCardSection(section, cardNo);
  const status = useSaveStatus();
  const onSubmit = form.handleSubmit(
    async (values) => {
      status.clear();
      try {
        await save.mutateAsync(toBody(values) as never);
        // What is on screen is now what is saved: nothing left to lose when leaving.
        form.reset(form.getValues());
        status.succeeded(savedMessage);
      } catch (error) {
        const local = withoutSectionPrefix(error, section);
        const fields = (local instanceof ApiError ? Object.keys(local.fields ?? {}) : []) as Path<I>[];
        status.failed(applyServerErrors(local, form.setError, fields));
      }
    },
    () => status.failed(null),
  );
  return { onSubmit, saving: save.isPending, status: status.status };
}

/** Server field paths are "<section>.<field>" (the body nests the section); the form's are "<field>". */
function withoutSectionPrefix(error: unknown, section: string): unknown {
  if (!(error instanceof ApiError) || !error.fields) return error;
  const fields = Object.fromEntries(
    Object.entries(error.fields).map(([key, message]) => [
      key.replace(new RegExp(`^${section}\\.`), ''),
      message,
    ]),
  );
  return new ApiError(error.status, { ...error.data, fields }, error.handledGlobally);
}
