import { render, screen } from '@testing-library/preact';
import { expect, it } from 'vitest';
import { strings } from '../../strings.js';
import { ConnectionStatus } from './ConnectionStatus.js';

it('says the connection is lost while it is', () => {
  const { rerender, container } = render(<ConnectionStatus lost={true} />);
  expect(screen.getByText(strings.connection.lost)).toBeTruthy();
  rerender(<ConnectionStatus lost={false} />);
  expect(container.textContent).toBe('');
});
