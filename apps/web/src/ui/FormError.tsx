type FormErrorProps = {
  message: string | null;
  testId: string | undefined;
  /** Names the form field it belongs to, for a form that brings its first error into view. */
  field?: string;
};

/** The form's one message, announced as it appears; nothing while there is none. */
export function FormError({ message, testId, field }: FormErrorProps) {
  if (!message) return null;
  return (
    <p className="form__error" role="alert" data-testid={testId} data-field={field}>
      {message}
    </p>
  );
}
