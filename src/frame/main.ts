// Card frame entry, served by the service origin.
export const frameVersion: string = __NFTC_VERSION__;
