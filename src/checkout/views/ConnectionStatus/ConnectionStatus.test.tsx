import { render, screen } from '@testing-library/preact';
import { expect, it } from 'vitest';
import { purchaseStrings } from '../../purchase/strings.js';
import { ConnectionStatus } from './ConnectionStatus.js';

it('says the connection is lost while it is', () => {
  const { rerender, container } = render(<ConnectionStatus lost={true} />);
  expect(screen.getByText(purchaseStrings.connection.lost)).toBeTruthy();
  rerender(<ConnectionStatus lost={false} />);
  expect(container.textContent).toBe('');
});
