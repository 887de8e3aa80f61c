import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ExpireType } from '@tp/domain/order-expiry';
import { useReducer } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n/i18n.ts';
import { instrumentFixture } from '../../test-support/fixtures.ts';
import { ExpiryField } from './ExpiryField.tsx';
import { instrumentTerms } from './instrument-terms.ts';
import { initialOrderForm, type OrderFormState, orderFormReducer } from './order-form-state.ts';

await initI18n('en');

afterEach(cleanup);

let latest: OrderFormState | undefined;

/** The field wired to the form's own reducer, as the ticket wires it. */
function Harness({ error }: { error?: string }) {
  const [state, dispatch] = useReducer(
    orderFormReducer,
    instrumentTerms(instrumentFixture()),
    initialOrderForm,
  );
  latest = state;
  return <ExpiryField ticket={{ state, dispatch, fieldErrors: error ? { expiry: error } : {} }} />;
}

describe('ExpiryField', () => {
  it('offers until cancelled (chosen), end of day and a date', () => {
    render(<Harness />);
    expect(screen.getByText('Expiry')).toBeTruthy();
    expect(screen.getByTestId('expiry-gtc').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('expiry-day').textContent).toBe('End of day');
    expect(screen.queryByTestId('expiry-at-input')).toBeNull();
    fireEvent.click(screen.getByTestId('expiry-day'));
    expect(latest?.expireType).toBe(ExpireType.endOfDay);
    expect(screen.getByTestId('expiry-day').getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByTestId('expiry-at-input')).toBeNull();
  });

  it('shows a local date and time to pick once the date is chosen, starting from tomorrow', () => {
    render(<Harness />);
    fireEvent.click(screen.getByTestId('expiry-date'));
    const input = screen.getByTestId('expiry-at-input') as HTMLInputElement;
    expect(input.type).toBe('datetime-local');
    expect(input.value).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(screen.getByText('In your local time')).toBeTruthy();
    fireEvent.change(input, { target: { value: '2030-01-02T09:15' } });
    expect(latest?.expireAt).toBe('2030-01-02T09:15');
  });

  it('shows the error at its field', () => {
    render(<Harness error="Choose when the order expires" />);
    expect(screen.getByTestId('expiry-error').textContent).toBe('Choose when the order expires');
  });
});
