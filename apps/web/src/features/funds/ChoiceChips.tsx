import './funds.css';

type ChoiceChipsProps<T extends string | number> = {
  label: string;
  options: readonly { value: T; text: string }[];
  value: T | null;
  onChange: (value: T) => void;
  testId: string;
};

/** One choice among a few short options (a currency, a network), as a row of chips. */
export function ChoiceChips<T extends string | number>({
  label,
  options,
  value,
  onChange,
  testId,
}: ChoiceChipsProps<T>) {
  return (
    <fieldset className="choice">
      <legend className="field__label">{label}</legend>
      <div className="chips">
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            aria-pressed={option.value === value}
            className={`chip${option.value === value ? ' chip--active' : ''}`}
            onClick={() => onChange(option.value)}
            data-testid={`${testId}-${option.value}`}
          >
            {option.text}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
