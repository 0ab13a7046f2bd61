import {
  type FrameHandle,
  FrameHost,
  type FrameHostProps,
} from '../../../checkout/frames/FrameHost.js';
import { DOCUMENT_FRAME } from './documentKind.js';
import type { DocumentSubmission } from './model.js';

export type DocumentFrameHandle = FrameHandle<DocumentSubmission>;

/** As the card frame's props; `frameUrl` is the session's `checks.identity.frameUrl`. */
export type DocumentFrameProps = FrameHostProps<DocumentSubmission>;

/**
 * The identity document and the selfie: the document frame (service origin), which takes the
 * photos, sends them to the service itself and hands back only the verification id. The page,
 * the widget included, never sees an image.
 */
export function DocumentFrame(props: DocumentFrameProps) {
  return <FrameHost kind={DOCUMENT_FRAME} {...props} />;
}
