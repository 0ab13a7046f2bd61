// Script-tag entry: defines the one global, NftCheckout.
export const version: string = __NFTC_VERSION__;
