import { useState, type ChangeEvent } from 'react';

/** The input a form's fields make, or each field's message (by field name). */
export type CheckedForm<I> =
  { input: I; errors?: undefined } | { input?: undefined; errors: Record<string, string> };

type TextKey<F> = { [K in keyof F]: F[K] extends string ? K : never }[keyof F] & string;

/**
 * A record's form in a modal (a customer's contact, a license): the fields as typed, the messages
 * the last check gave, and a submit that sends only what the check lets through. Each form keeps
 * its own check, the server's schema, so the messages are the server's.
 */
export function useRecordForm<F extends object>(initial: () => F) {
  const [form, setForm] = useState<F>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set =
    <K extends keyof F>(key: K) =>
    (value: F[K]) =>
      setForm((f) => ({ ...f, [key]: value }));
  /** A text field's value, message and change handler, spread on a TextInput or Textarea. */
  const text = (key: TextKey<F>) => ({
    value: form[key] as string,
    error: errors[key],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      set(key)(e.currentTarget.value as F[typeof key]),
  });
  const submit = <I>(check: (form: F) => CheckedForm<I>, send: (input: I) => void) => {
    const checked = check(form);
    if (checked.errors) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    send(checked.input);
  };
  return { form, set, errors, text, submit };
}
