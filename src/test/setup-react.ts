// Vitest setup of the React component's tests (projects react19 and react18).
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The widget imports its later parts on demand; the first import in a file compiles them.
configure({ asyncUtilTimeout: 5000 });

// @testing-library/react registers its cleanup only when test globals exist; they do not here.
afterEach(() => cleanup());
