// The refusals of an operation: its own, and those every operation of its kind may answer.
import type { Endpoint } from '../../api/endpoints/endpoint.js';
import { AUTH_THROTTLE } from '../http/authThrottle.js';
import type { ErrorSpec, Operation } from './operation.js';

/** The refusals every operation of a kind may answer, besides its own. */
export function commonErrors(spec: Pick<Endpoint, 'auth' | 'body'>): ErrorSpec[] {
  const errors: ErrorSpec[] = [
    {
      status: 400,
      code: 'VALIDATION',
      when: 'The `X-Request-Id` header is not 1 to 72 letters, digits or dashes.',
      message: 'Invalid X-Request-Id header: use 1 to 72 letters, digits or dashes.',
      name: 'BadRequestId',
      common: true,
    },
  ];
  if (spec.auth === 'merchant' || spec.auth === 'exchange') {
    errors.push(
      {
        status: spec.auth === 'exchange' ? 400 : 401,
        code: 'UNAUTHORIZED',
        when: 'The merchant credentials are missing or wrong.',
        message: 'Invalid merchant credentials: check clientId and clientSecret.',
        name: 'BadCredentials',
      },
      {
        status: 403,
        code: 'FORBIDDEN',
        when: 'The request carries an `Origin` header: it came from a browser.',
        message:
          'Merchant endpoints are for your server: call them from your backend with the credentials kept there, never from a browser (this request carried an Origin header).',
        name: 'FromBrowser',
      },
      {
        status: 429,
        code: 'RATE_LIMITED',
        when: `${AUTH_THROTTLE.maxFailures} wrong secrets for this \`clientId\` within ${AUTH_THROTTLE.windowMs / 1000} s: every request with it, the right secret too, is refused for ${AUTH_THROTTLE.windowMs / 1000} s (\`Retry-After\` says how many seconds are left).`,
        message: `Too many wrong credentials for this clientId (${AUTH_THROTTLE.maxFailures} within ${AUTH_THROTTLE.windowMs / 1000} s), so the right ones are refused too: check the clientSecret your server sends: try again in 60 seconds (2026-11-22T10:01:00.000Z).`,
        name: 'CredentialsThrottled',
      },
    );
  }
  if (spec.auth === 'read' || spec.auth === 'write') {
    errors.push({
      status: 401,
      code: 'UNAUTHORIZED',
      when: 'The client token is missing or unknown.',
      message: 'Unknown client token: create a new one with POST /v1/auth/client-tokens.',
      name: 'UnknownToken',
    });
  }
  if (spec.auth === 'write') {
    errors.push({
      status: 410,
      code: 'EXPIRED',
      when: 'The client token (and its unpaid order) expired.',
      message: 'The client token expired at 2026-11-22T10:30:00.000Z: start a new checkout.',
      name: 'TokenExpired',
    });
  }
  if (spec.body && 'json' in spec.body) {
    errors.push(
      {
        status: 400,
        code: 'VALIDATION',
        when: 'The body is not JSON, nests deeper than 32 levels or has more than 1000 members in an object or array, or a field breaks its rule (each one is named in `issues`).',
        message: 'The request body is not valid JSON.',
        name: 'NotJson',
      },
      {
        status: 413,
        code: 'PAYLOAD_TOO_LARGE',
        when: 'The body is larger than 64 KiB.',
        message: 'The request body is larger than 65536 bytes.',
        name: 'BodyTooLarge',
      },
      {
        status: 415,
        code: 'VALIDATION',
        when: 'The body is not sent as `Content-Type: application/json`.',
        message: 'The request body must be JSON: send it with Content-Type: application/json.',
        name: 'NotJsonContentType',
      },
    );
  }
  errors.push({
    status: 500,
    code: 'SERVER',
    when: 'The sandbox failed on the request (its log says why).',
    message: 'The sandbox failed on this request; see its log.',
    name: 'SandboxFailed',
    common: true,
  });
  return errors;
}

/** The operation's own refusals: each declared one, once per cause its documentation gives. */
function ownErrors({ endpoint, doc }: Operation): ErrorSpec[] {
  return endpoint.refusals.flatMap(({ status, code, page }) => {
    const causes = doc.refusals?.[`${status} ${code}`] ?? [];
    return ('when' in causes ? [causes] : causes).map((cause) => ({
      status,
      code,
      ...cause,
      ...(page ? { page } : {}),
    }));
  });
}

/** Every refusal of an operation: its own first, then the common ones. */
export const errorsOf = (spec: Operation): ErrorSpec[] => [
  ...ownErrors(spec),
  ...commonErrors(spec.endpoint),
];

/** Refusals grouped by status, in status order. */
export function errorsByStatus(spec: Operation): Map<number, ErrorSpec[]> {
  const byStatus = new Map<number, ErrorSpec[]>();
  for (const e of errorsOf(spec).sort((a, b) => a.status - b.status)) {
    byStatus.set(e.status, [...(byStatus.get(e.status) ?? []), e]);
  }
  return byStatus;
}
