import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatUtcTime } from './format.ts';
import { UtcTime } from './UtcTime.tsx';

describe('UtcTime', () => {
  afterEach(cleanup);

  it('writes the wire time as the language does, tagged with the instant in UTC', () => {
    render(<UtcTime text="2026-11-25 12:00:06" lang="ar" className="muted" testId="at" />);
    const time = screen.getByTestId('at');
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('datetime')).toBe('2026-11-25T12:00:06Z');
    expect(time.textContent).toBe(formatUtcTime('2026-11-25 12:00:06', 'ar'));
    // Arabic's own right-to-left marks around the day and the month stay in the text.
    expect(time.textContent).toContain('\u200f');
  });

  it('is isolated in the page’s direction, never forced left to right like a figure', () => {
    render(<UtcTime text="2026-11-25 12:00:06" lang="ar" className="muted" testId="at" />);
    const classes = [...screen.getByTestId('at').classList];
    expect(classes).toEqual(['time', 'muted']);
    expect(classes).not.toContain('num');
  });

  it('shows a dash and no instant for a missing time', () => {
    render(<UtcTime text="" lang="en" testId="at" />);
    const time = screen.getByTestId('at');
    expect(time.textContent).toBe('--');
    expect(time.hasAttribute('datetime')).toBe(false);
  });
});
