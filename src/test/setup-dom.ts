import { cleanup } from '@testing-library/preact';
import { afterEach } from 'vitest';

// @testing-library/preact does not register cleanup without test globals.
afterEach(() => cleanup());
