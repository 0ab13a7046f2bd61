import { fireEvent, render, screen } from '@testing-library/preact';
import { useState } from 'preact/hooks';
import { describe, expect, it } from 'vitest';
import { ErrorSummary, type ErrorSummaryItem } from './ErrorSummary.js';
import { useFocusOnChange } from './useFocusOnChange.js';

const ITEMS: ErrorSummaryItem[] = [
  { target: 'f-name', message: 'Enter your name.' },
  { message: 'We could not reach the payment service.' },
];

describe('ErrorSummary', () => {
  it('is an alert titled "There is a problem" with a link per field', () => {
    render(<ErrorSummary id="s" items={ITEMS} />);
    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    expect(summary.getAttribute('tabindex')).toBe('-1');
    expect(screen.getByRole('heading', { name: 'There is a problem' })).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Enter your name.' });
    expect(link.getAttribute('href')).toBe('#f-name');
    // A problem that is not one field's reads as text, not as a link going nowhere.
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByText('We could not reach the payment service.').tagName).toBe('LI');
  });

  it('moves focus to the field in its own root and leaves the page URL alone', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const container = document.createElement('div');
    shadow.append(container);
    render(
      <div>
        <ErrorSummary id="s" items={ITEMS} />
        <input id="f-name" aria-label="Name" />
      </div>,
      { container },
    );
    const link = shadow.querySelector('a') as HTMLAnchorElement;
    const clicked = fireEvent.click(link);
    expect(clicked).toBe(false); // default prevented: no hash change on the host page
    expect(shadow.activeElement).toBe(shadow.getElementById('f-name'));
    expect(location.hash).toBe('');
    host.remove();
  });
});

describe('useFocusOnChange', () => {
  function Form({ initial }: { initial: number }) {
    const [attempt, setAttempt] = useState(initial);
    const focus = useFocusOnChange(attempt);
    return (
      <div>
        <button type="button" onClick={() => setAttempt((n) => n + 1)}>
          Submit
        </button>
        {attempt > 0 && (
          <p ref={focus} tabIndex={-1}>
            Result {attempt}
          </p>
        )}
      </div>
    );
  }

  it('focuses the target when the key changes, not when it is first rendered', () => {
    render(<Form initial={2} />);
    expect(document.activeElement).toBe(document.body);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(document.activeElement?.textContent).toBe('Result 3');
  });
});
