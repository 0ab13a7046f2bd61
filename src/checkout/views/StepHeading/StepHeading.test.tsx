import { render, screen } from '@testing-library/preact';
import { expect, it } from 'vitest';
import { StepHeading } from './StepHeading.js';

it('is an h2 that script can focus but Tab skips', () => {
  render(<StepHeading>Your details</StepHeading>);
  const heading = screen.getByRole('heading', { level: 2, name: 'Your details' });
  expect(heading.tabIndex).toBe(-1);
  heading.focus();
  expect(document.activeElement).toBe(heading);
});
