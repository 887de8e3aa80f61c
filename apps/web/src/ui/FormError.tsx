type FormErrorProps = { message: string | null; testId: string | undefined };

/** The form's one message, announced as it appears; nothing while there is none. */
export function FormError({ message, testId }: FormErrorProps) {
  if (!message) return null;
  return (
    <p className="form__error" role="alert" data-testid={testId}>
      {message}
    </p>
  );
}
