import {
  member,
  requestToken,
  type ServiceResult,
  type ServiceStrings,
} from '../../../frame/tokenize.js';
import {
  CAPTURE_SIDES,
  type CaptureSide,
  type IdentityDocumentType,
} from '../api/identityCheck.js';

/** One photo as the buyer chose or took it; the service reads its name for sandbox outcomes. */
export interface DocumentImage {
  side: CaptureSide;
  data: Blob;
  name: string;
}

/** What the document form holds once every photo it needs is valid. */
export interface DocumentValue {
  documentType: IdentityDocumentType;
  issuingCountry: string;
  images: DocumentImage[];
}

export interface DocumentRequest {
  /** The service's captures endpoint, same origin as the frame. */
  url: string;
  clientToken: string;
  document: DocumentValue;
  /** In the frame's language at the time of the request. */
  strings: ServiceStrings;
  fetch?: typeof fetch | undefined;
  timeoutMs?: number | undefined;
}

/** A phone photo on a slow connection takes far longer than a JSON request. */
const UPLOAD_TIMEOUT_MS = 120_000;

const isId = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= 100;
const isCount = (value: unknown) => Number.isInteger(value) && (value as number) >= 1;

/** The capture's id and the sides it takes, when the answer is a capture of this document. */
function readCapture(json: unknown, type: IdentityDocumentType) {
  const verificationId = member(json, 'verificationId');
  const sides = member(json, 'sides');
  const sidesOk =
    Array.isArray(sides) && sides.every((side) => CAPTURE_SIDES.includes(side as CaptureSide));
  return isId(verificationId) &&
    sidesOk &&
    member(json, 'documentType') === type &&
    typeof member(json, 'expiresAt') === 'string'
    ? { verificationId, sides: sides as CaptureSide[] }
    : undefined;
}

/** What the service read of an image: the side it was sent for, a known type, its size. */
const readImage = (json: unknown, side: CaptureSide) =>
  member(json, 'side') === side &&
  ['jpeg', 'png', 'heic'].includes(member(json, 'type') as string) &&
  ['width', 'height', 'bytes'].every((key) => isCount(member(json, key)))
    ? true
    : undefined;

/** Header values are Latin-1: a name with other characters is sent percent-encoded. */
function fileNameHeader(image: DocumentImage): string {
  const name = image.name.slice(0, 200) || `${image.side}.jpg`;
  return /^[\x20-\x7e]*$/.test(name) ? name : encodeURIComponent(name);
}

/**
 * Creates a capture for the document, uploads each photo the service asks for (one at a time,
 * with its file name), and submits it: the verification id, or why it failed. A refused image
 * (400 or 413) names its side, and a refused country `country`, so the form shows the reason
 * there. Never throws.
 */
export async function submitDocument({
  document,
  url,
  ...request
}: DocumentRequest): Promise<ServiceResult<string>> {
  const { strings } = request;
  const common = { ...request, secrets: [request.clientToken] };
  const { documentType, issuingCountry } = document;
  const created = await requestToken({
    ...common,
    url,
    body: { documentType, issuingCountry },
    field: 'issuingCountry',
    read: (json) => readCapture(json, documentType),
  });
  if (!created.ok) return created.fieldMessage ? { ...created, field: 'country' } : created;
  const { verificationId, sides } = created.token;
  const capture = `${url}/${encodeURIComponent(verificationId)}`;

  for (const side of sides) {
    const image = document.images.find((held) => held.side === side);
    if (!image) return { ok: false, code: 'INVALID_RESPONSE', message: strings.unexpected };
    const sent = await requestToken({
      ...common,
      timeoutMs: request.timeoutMs ?? UPLOAD_TIMEOUT_MS,
      url: `${capture}/images/${side}`,
      method: 'PUT',
      body: image.data,
      headers: { 'x-file-name': fileNameHeader(image) },
      field: 'image',
      read: (json) => readImage(json, side),
    });
    if (!sent.ok) {
      // Any refusal of an image is about that image: shown next to it.
      return sent.code === 'VALIDATION'
        ? { ...sent, fieldMessage: sent.fieldMessage ?? sent.message, field: side }
        : sent;
    }
  }

  return requestToken({
    ...common,
    url: `${capture}/submit`,
    body: {},
    read: (json) =>
      member(json, 'verificationId') === verificationId && member(json, 'status') === 'submitted'
        ? verificationId
        : undefined,
  });
}
