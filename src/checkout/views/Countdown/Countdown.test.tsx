import { render, screen } from '@testing-library/preact';
import { expect, it } from 'vitest';
import { Countdown } from './Countdown.js';

it('shows the time left in a labelled timer', () => {
  render(<Countdown text="29:59" />);
  const timer = screen.getByRole('timer', { name: 'Time left to pay' });
  expect(timer.textContent).toBe('29:59');
});

it('shows the expiry as a clock time next to the timer, outside it', () => {
  const { container } = render(<Countdown text="29:59" until="10:30 AM" />);
  expect(screen.getByRole('timer').textContent).toBe('29:59');
  expect(container.textContent).toBe('Time left to pay: 29:59 (until 10:30 AM)');
});
