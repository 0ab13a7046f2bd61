import { fill } from '../../api/text.js';
import { en } from '../locales/en.js';
import type { FrameSection } from '../shell.js';
import type { ServiceStrings } from '../tokenize.js';

/** A frame's service words in English, as the shell hands them to a request. */
export const englishService = (section: FrameSection): ServiceStrings => {
  const words = en[section].service;
  return {
    status: (status) => fill(words.status, { status }),
    unexpected: words.unexpected,
    timeout: words.timeout,
    network: words.network,
  };
};
