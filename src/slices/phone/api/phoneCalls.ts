import { send } from '../../../api/http.js';
import type { CallOptions, ClientContext } from '../../../api/sessionClient.js';
import type { PhoneCodeRequest, PhoneVerifyRequest } from './checkoutPhone.js';
import { sendPhoneCodeRoute, verifyPhoneCodeRoute } from './endpoints/phone.js';

/** The phone step's calls: a one-time code sent, and the code the buyer typed checked. */
export function phoneCalls({ http, load }: ClientContext) {
  return {
    /** Sends a one-time code to the phone (or answers that it is verified, locked, or too soon). */
    requestPhoneCode: async (body: PhoneCodeRequest, o: CallOptions = {}) => {
      const s = await load();
      return send(http, {
        ...sendPhoneCodeRoute,
        body: s.validateInput(s.phoneCodeRequestSchema, body, 'phone'),
        response: s.phoneCodeAnswerSchema,
        ...o,
      });
    },
    /** Checks the code the buyer typed (a wrong code counts towards the lock: never retried). */
    verifyPhone: async (body: PhoneVerifyRequest, o: CallOptions = {}) => {
      const s = await load();
      return send(http, {
        ...verifyPhoneCodeRoute,
        body: s.validateInput(s.phoneVerifyRequestSchema, body, 'code'),
        response: s.phoneVerifyAnswerSchema,
        ...o,
      });
    },
  };
}
