type SubmitButtonProps = {
  /** The form is being sent: the button says so and cannot be pressed again. */
  busy: boolean;
  /** Not ready to send for another reason (an image still uploading). */
  disabled?: boolean;
  label: string;
  busyLabel: string;
  testId: string;
};

/** The full-width button that sends a form. */
export function SubmitButton({
  busy,
  disabled = false,
  label,
  busyLabel,
  testId,
}: SubmitButtonProps) {
  return (
    <button
      type="submit"
      className="button button--primary button--block"
      disabled={busy || disabled}
      data-testid={testId}
    >
      {busy ? busyLabel : label}
    </button>
  );
}
