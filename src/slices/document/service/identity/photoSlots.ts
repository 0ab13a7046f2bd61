/**
 * Bounds on identity photos. Per merchant, the photos uploading or in their check at once: each
 * holds its bytes (up to 10 MB) until its check ends. Per process, the checks inflating at once:
 * each keeps one of Node's four zlib worker threads busy, which file and crypto calls share.
 */
export const PHOTO_SLOTS = { perMerchant: 8, atOnce: 2 } as const;

export interface PhotoSlots {
  /** One of the merchant's places and the function that gives it back, or undefined when full. */
  admit(merchantId: string): (() => void) | undefined;
  /** Runs `check` once fewer than `atOnce` checks run; waiting checks start in arrival order. */
  run<T>(check: () => Promise<T>): Promise<T>;
}

export function createPhotoSlots(
  limits: { perMerchant: number; atOnce: number } = PHOTO_SLOTS,
): PhotoSlots {
  const places = new Map<string, number>();
  const waiting: (() => void)[] = [];
  let running = 0;
  return {
    admit(merchantId) {
      const taken = places.get(merchantId) ?? 0;
      if (taken >= limits.perMerchant) return undefined;
      places.set(merchantId, taken + 1);
      let given = false;
      return () => {
        if (given) return;
        given = true;
        const left = (places.get(merchantId) ?? 1) - 1;
        if (left > 0) places.set(merchantId, left);
        else places.delete(merchantId);
      };
    },
    async run(check) {
      if (running < limits.atOnce) running += 1;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await check();
      } finally {
        // The turn passes straight to the next waiting check, so `running` stays as it is.
        const next = waiting.shift();
        if (next) next();
        else running -= 1;
      }
    },
  };
}
