import type { Buyer } from '../../../../api/checkoutBuyer.js';
import type {
  CaptureSide,
  IdentityDocumentType,
  IdentityFailure,
} from '../../api/identityCheck.js';
import type { ImageType } from '../../api/images.js';

/** How a capture ends: verified, or one of the failures the widget explains. */
export type CaptureVerdict = 'verified' | IdentityFailure;

/** What a capture keeps of one image: its fingerprint and size, never its bytes. */
export interface CapturedImage {
  sha256: string;
  type: ImageType;
  width: number;
  height: number;
  bytes: number;
  /** The sandbox outcome its file name (X-File-Name) asked for; the name itself is not kept. */
  trigger?: IdentityFailure | undefined;
}

/** Whom the document is read as: the buyer of the assessment, never a sandbox stand-in. */
export interface DocumentHolder {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  /** One line, as a document prints it. */
  address: string;
}

/** A capture of the document frame, kept on its identity record (spec 2.10, 2.11). */
export interface CaptureDetails {
  orderId: string;
  documentType: IdentityDocumentType;
  issuingCountry: string;
  holder: DocumentHolder;
  images: Partial<Record<CaptureSide, CapturedImage>>;
  submittedAtMs?: number | undefined;
  /** When the verdict is out: the submission plus the verification delay. */
  decidedAtMs?: number | undefined;
  /** Decided at submission from the images' file names, told at `decidedAtMs`. */
  outcome?: CaptureVerdict | undefined;
}

/**
 * Words of an image's file name (any case) that choose a sandbox capture's ending; the first in
 * this order wins, over every image of the capture.
 */
export const CAPTURE_TRIGGERS = [
  ['forged', 'document_forged'],
  ['mismatch', 'face_mismatch'],
  ['expired', 'document_expired'],
  ['unreadable', 'image_unreadable'],
  ['blurry', 'image_unreadable'],
] as const satisfies readonly (readonly [string, IdentityFailure])[];

/** The outcome a file name asks for, or undefined when it names none. */
export function fileNameTrigger(fileName: string | undefined): IdentityFailure | undefined {
  const name = fileName?.toLowerCase() ?? '';
  return CAPTURE_TRIGGERS.find(([word]) => name.includes(word))?.[1];
}

/** The capture's verdict: the first trigger in CAPTURE_TRIGGERS' order any image has. */
export function captureVerdict(images: CaptureDetails['images']): CaptureVerdict {
  const triggers = new Set(Object.values(images).map((image) => image?.trigger));
  return CAPTURE_TRIGGERS.find(([, failure]) => triggers.has(failure))?.[1] ?? 'verified';
}

/** The holder a document of `buyer` names. */
export function holderOf(buyer: Buyer): DocumentHolder {
  const { street1, street2, city, regionCode, postalCode, countryCode } = buyer.address;
  const street = street2 ? `${street1} ${street2}` : street1;
  return {
    firstName: buyer.firstName,
    lastName: buyer.lastName,
    dateOfBirth: buyer.dateOfBirth,
    address: `${street}, ${city}, ${regionCode} ${postalCode}, ${countryCode}`,
  };
}
