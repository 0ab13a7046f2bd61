/**
 * The demo shop's items. Shared by the server (the `nft` of each client-token request) and the
 * page (the product cards), so what the buyer sees and what the service is told cannot differ.
 */
export interface CatalogItem {
  id: 'aurora' | 'nebula';
  name: string;
  artist: string;
  /** Path on the demo server; the server turns it into an absolute http URL. */
  imagePath: string;
  imageAlt: string;
  price: number;
  blockchainNftId: string;
  contractAddress: string;
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
  },
];

export type CatalogItemId = CatalogItem['id'];

export function catalogItem(id: string): CatalogItem | undefined {
  return CATALOG.find((item) => item.id === id);
}
