import { fireEvent, render, screen } from '@testing-library/preact';
import { expect, it, vi } from 'vitest';
import { Countdown } from './Countdown.js';

it('shows the time left in a labelled timer', () => {
  render(<Countdown text="29:59" />);
  const timer = screen.getByRole('timer', { name: 'Time left to pay' });
  expect(timer.textContent).toBe('29:59');
  expect(screen.queryByRole('button')).toBeNull();
});

it('shows the expiry as a clock time next to the timer, outside it', () => {
  const { container } = render(<Countdown text="29:59" until="10:30 AM" />);
  expect(screen.getByRole('timer').textContent).toBe('29:59');
  expect(container.textContent).toBe('Time left to pay: 29:59 (until 10:30 AM)');
});

it('shows a warning with a button that asks for more time', () => {
  const onExtend = vi.fn();
  render(<Countdown text="1:59" warning="Less than 2 minutes left to pay." onExtend={onExtend} />);
  expect(screen.getByText('Less than 2 minutes left to pay.')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'More time to pay' }));
  expect(onExtend).toHaveBeenCalledTimes(1);
});

it('keeps the button busy while the extension is asked for, and shows why it failed', () => {
  render(
    <Countdown
      text="0:29"
      warning="Less than 30 seconds left to pay."
      onExtend={() => undefined}
      extending
      error="The time could not be extended. Try again."
    />,
  );
  const button = screen.getByRole('button', { name: 'More time to pay' }) as HTMLButtonElement;
  expect(button.disabled).toBe(true);
  expect(button.getAttribute('aria-busy')).toBe('true');
  expect(screen.getByText(/could not be extended/)).toBeTruthy();
});
