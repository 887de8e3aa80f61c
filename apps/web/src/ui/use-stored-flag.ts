import { useCallback, useState } from 'react';

/** A boolean the browser remembers (e.g. whether the balance is hidden). */
export function useStoredFlag(key: string, initial = false): [boolean, () => void] {
  const [value, setValue] = useState(() => {
    const stored = localStorage.getItem(key);
    return stored === null ? initial : stored === '1';
  });
  const toggle = useCallback(() => {
    setValue((current) => {
      localStorage.setItem(key, current ? '0' : '1');
      return !current;
    });
  }, [key]);
  return [value, toggle];
}
