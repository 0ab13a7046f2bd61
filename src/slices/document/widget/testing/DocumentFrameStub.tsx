// Test-only: stands in for ../DocumentFrame.tsx (the real one is a frame on the service
// origin). It renders a titled iframe and hands over a submitter the test controls.
import { useLayoutEffect } from 'preact/hooks';
import type { DocumentSubmission } from '../model.js';

export const documentStub: {
  submission: DocumentSubmission;
  failure: Error | null;
  calls: number;
  /** Runs as the frame submits (the service moving the check to `submitted`, say). */
  onSubmit: (() => void) | null;
} = {
  submission: { verificationId: 'ver_1' },
  failure: null,
  calls: 0,
  onSubmit: null,
};

export function DocumentFrame(props: {
  title: string;
  onHandle: (handle: { tokenize(): Promise<DocumentSubmission> } | null) => void;
}) {
  useLayoutEffect(() => {
    props.onHandle({
      tokenize: async () => {
        documentStub.calls++;
        if (documentStub.failure) throw documentStub.failure;
        documentStub.onSubmit?.();
        return documentStub.submission;
      },
    });
    return () => props.onHandle(null);
  }, []);
  return <iframe title={props.title} class="nftc-frame" allow="camera" />;
}
