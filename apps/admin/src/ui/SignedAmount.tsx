import { Typography } from 'antd';
import { signColour } from './format.ts';

/** An amount coloured by its sign, with an explicit + for gains. */
export function SignedAmount({
  value,
  format,
  testId,
}: {
  value: number;
  format: (value: number) => string;
  testId?: string;
}) {
  const text = format(value);
  return (
    <Typography.Text style={{ color: signColour(value) }} data-testid={testId}>
      {value > 0 ? `+${text}` : text}
    </Typography.Text>
  );
}
