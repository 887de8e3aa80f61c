import { SearchIcon } from './icons.tsx';

type SearchFieldProps = {
  value: string;
  onChange: (value: string) => void;
  /** Also the input's name for screen readers. */
  placeholder: string;
  maxLength: number;
  testId: string;
};

/** A search box with its magnifier, at the top of a list it filters. */
export function SearchField({ value, onChange, placeholder, maxLength, testId }: SearchFieldProps) {
  return (
    <label className="search-field">
      <SearchIcon />
      <input
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        aria-label={placeholder}
        maxLength={maxLength}
        data-testid={testId}
      />
    </label>
  );
}
