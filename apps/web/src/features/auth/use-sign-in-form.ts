import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from 'zod';
import { localizeMessage } from '@/lib/i18n';
import type { lazySchema } from '@/lib/lazy-schema';

type Values = Partial<Record<string, string>>;

/** The first message of each field, in English (shown translated, as the server's are). */
function firstMessages(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Values {
  const messages: Values = {};
  for (const issue of issues) messages[String(issue.path[0])] ??= issue.message;
  return messages;
}

/**
 * A sign-in step's form without react-hook-form (~14 KB of brotli the login page would wait for),
 * keeping its default behaviour: the values are checked by the step's shared schema on submit and,
 * once submitted, again on every change; the first field with a message gets the focus. The props
 * `field` gives are those of an MUI TextField (the message in the panel's language).
 */
export function useSignInForm<V extends Values, Output>(
  schema: ReturnType<typeof lazySchema<z.ZodType<Output, V>>>,
  initial: V,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Values>({});
  const [submitted, setSubmitted] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const inputs = useRef(new Map<string, HTMLInputElement | null>());

  const check = async (body: V): Promise<{ data?: Output; errors: Values }> => {
    const result = (await schema.get()).safeParse(body);
    return result.success
      ? { data: result.data, errors: {} }
      : { errors: firstMessages(result.error.issues) };
  };

  /** A message on a field (the server's, as applyServerErrors puts them); shouldFocus focuses it. */
  const setError = (name: string, error: { message?: string }, options?: { shouldFocus?: boolean }) => {
    setErrors((old) => ({ ...old, [name]: error.message }));
    if (options?.shouldFocus) inputs.current.get(name)?.focus();
  };

  const field = (name: keyof V & string) => {
    const message = errors[name];
    return {
      name,
      value: values[name] ?? '',
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const next = { ...values, [name]: event.target.value };
        setValues(next);
        if (submitted)
          void check(next).then((checked) => setErrors((old) => ({ ...old, [name]: checked.errors[name] })));
      },
      inputRef: (input: HTMLInputElement | null) => {
        inputs.current.set(name, input);
      },
      error: message !== undefined,
      helperText: message === undefined ? undefined : localizeMessage(message),
    };
  };

  const handleSubmit = (send: (body: Output) => Promise<void>) => async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setSubmitting(true);
    try {
      const checked = await check(values);
      setErrors(checked.errors);
      if (!checked.data) {
        const first = [...inputs.current.keys()].find((name) => checked.errors[name] !== undefined);
        if (first) inputs.current.get(first)?.focus();
        return;
      }
      await send(checked.data);
    } finally {
      setSubmitting(false);
    }
  };

  return { field, values, handleSubmit, setError, isSubmitting, preload: schema.preload };
}
