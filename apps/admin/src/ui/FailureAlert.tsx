import { Alert } from 'antd';

/** Why a save or a decision was refused, above the form it is about; nothing while all is well. */
export function FailureAlert({ failure, testId }: { failure: string | null; testId: string }) {
  if (!failure) return null;
  return (
    <Alert
      type="error"
      showIcon
      title={failure}
      style={{ marginBottom: 16 }}
      data-testid={testId}
    />
  );
}
