/**
 * The demo shop's items. Shared by the server (the `nft` of each client-token request) and the
 * page (the product cards), so what the buyer sees and what the service is told cannot differ.
 */
export interface CatalogItem {
  id: 'aurora' | 'nebula' | 'comet';
  name: string;
  artist: string;
  /** Path on the demo server; the server turns it into an absolute http URL. */
  imagePath: string;
  imageAlt: string;
  price: number;
  blockchainNftId: string;
  contractAddress: string;
  /**
   * `smart_contract`: the service's contract delivers the NFT and the order completes on its
   * own. Absent: the shop delivers it itself and its server posts the `Delivered` order event
   * once a verified `order.processed` webhook says the payment went through.
   */
  executionType?: 'smart_contract';
}

export const CATALOG: readonly CatalogItem[] = [
  {
    id: 'aurora',
    name: 'Aurora #042',
    artist: 'Lumen Studio',
    imagePath: '/nft/aurora.svg',
    imageAlt: 'Green and violet bands of light over a dark horizon',
    price: 49.99,
    blockchainNftId: '42',
    contractAddress: '0x5a1f0c2b9e4d8a7c6b3e2f1a0d9c8b7a6e5d4c3b',
    executionType: 'smart_contract',
  },
  {
    id: 'nebula',
    name: 'Nebula Drift #7',
    artist: 'Orbit Collective',
    imagePath: '/nft/nebula.svg',
    imageAlt: 'A pink and blue nebula with three bright stars',
    price: 120,
    blockchainNftId: '7',
    contractAddress: '0x7b2e1d0c9f8a7b6c5d4e3f2a1b0c9d8e7f6a5b4c',
    executionType: 'smart_contract',
  },
  {
    id: 'comet',
    name: 'Comet Trail #3',
    artist: 'Perihelion Works',
    imagePath: '/nft/comet.svg',
    imageAlt: 'A white comet with a long golden tail crossing a deep blue sky',
    price: 35,
    blockchainNftId: '3',
    contractAddress: '0x3c9d8e7f6a5b4c3d2e1f0a9b8c7d6e5f4a3b2c1d',
  },
];

/** Whether the shop's server delivers the item itself (no smart contract does it). */
export function deliveredByShop(item: CatalogItem): boolean {
  return item.executionType !== 'smart_contract';
}

export type CatalogItemId = CatalogItem['id'];

export function catalogItem(id: string): CatalogItem | undefined {
  return CATALOG.find((item) => item.id === id);
}
