import { isString } from '../../../api/frameProtocol.js';
import type { FrameKind } from '../../../checkout/frames/frameKind.js';
import type { DocumentSubmission } from './model.js';
import { documentStrings } from './strings.js';

/**
 * The document frame: answers `documentSubmitted` with the capture's verification id once the
 * images are with the verifier. It takes photos, so it may use the camera.
 */
export const DOCUMENT_FRAME: FrameKind<DocumentSubmission> = {
  answer: 'documentSubmitted',
  // Only the capture's verification id leaves the frame; how it went comes on the order feed.
  token: ({ verificationId }) => (isString(verificationId, 100) ? { verificationId } : undefined),
  strings: documentStrings.frame,
  // Document type, country and the capture's first prompt.
  initialHeight: 420,
  allow: 'camera',
  // Up to three photos go to the service before the frame answers.
  tokenizeTimeoutMs: 90_000,
};
