import { type Dispatch, type SetStateAction, useCallback, useState } from 'react';

/** A form's fields and the one message it shows, a translation key. */
export type FormFields<F, E extends string> = {
  fields: F;
  setFields: Dispatch<SetStateAction<F>>;
  error: E | null;
  setError: (error: E | null) => void;
  /** Changes one field; the message goes, since it may be about what was changed. */
  edit: <K extends keyof F>(name: K, value: F[K]) => void;
  /** Whether the message shown is one of these, so the field it is about is marked. */
  invalid: (...keys: E[]) => boolean;
};

export function useFormFields<F extends object, E extends string>(
  initial: F | (() => F),
): FormFields<F, E> {
  const [fields, setFields] = useState<F>(initial);
  const [error, setError] = useState<E | null>(null);
  const edit = useCallback(<K extends keyof F>(name: K, value: F[K]) => {
    setFields((current) => ({ ...current, [name]: value }));
    setError(null);
  }, []);
  const invalid = (...keys: E[]) => error !== null && keys.includes(error);
  return { fields, setFields, error, setError, edit, invalid };
}
