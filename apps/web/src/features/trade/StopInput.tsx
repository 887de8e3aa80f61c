import { useId } from 'react';
import { useTestId } from '../../ui/pane-visibility.ts';

type StopInputProps = {
  label: string;
  checked: boolean;
  value: string;
  placeholder: string;
  onToggle: () => void;
  onChange: (value: string) => void;
  testId: string;
};

/** An optional stop: a checkbox and, once ticked, its price (minimum 0). */
export function StopInput({
  label,
  checked,
  value,
  placeholder,
  onToggle,
  onChange,
  testId,
}: StopInputProps) {
  const tid = useTestId();
  const id = useId();
  return (
    <div className="stop-input">
      <label className="checkbox" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={onToggle}
          data-testid={tid(`${testId}-toggle`)}
        />
        <span>{label}</span>
      </label>
      {checked ? (
        <input
          className="input num"
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          value={value}
          placeholder={placeholder}
          aria-label={label}
          onChange={(event) => onChange(event.target.value)}
          data-testid={tid(`${testId}-input`)}
        />
      ) : null}
    </div>
  );
}
