import type { SomeDocs } from '../docTypes.js';
import * as ex from '../examples.js';
import { RESTART, storeFull } from './shared.js';

export const DEVICE_DOCS = {
  postDeviceSession: {
    description:
      "The device SDK's call, for merchants that collect device data themselves (our addition to the interface, docs/protocol.md). A later `POST /v1/customers` with the same `sessionKey` runs the device checkpoint on it. Sending again replaces the earlier data; device sessions belong to the merchant that sent them.",
    body: {
      example: {
        sessionKey: ex.IDS.order,
        attributes: { Browser: ['Firefox 140'], OS: ['macOS 15'] },
      },
    },
    response: { description: 'Kept.', example: { success: true } },
    refusals: { '429 RATE_LIMITED': storeFull('device sessions', RESTART) },
  },
  postCheckoutDevice: {
    description:
      "Device attributes and behaviour biometrics (how fields were used, never what was typed) for the order's session key. The risk check at confirm reads them, and so does `POST /v1/customers` with the same session key. Sending again replaces the earlier data.",
    body: {
      example: {
        attributes: { Browser: ['Firefox 140'] },
        behaviorBiometrics: { numDistractionEvents: 1, totalTimeSpentInMs: 48210 },
      },
    },
    response: { description: 'Kept.', example: { success: true } },
  },
} satisfies SomeDocs;
