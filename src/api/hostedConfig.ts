/** The hosted page's configuration, as the service writes it into `#nftc-hosted-config`. */
export interface HostedConfig {
  clientToken: string;
  baseUrl: string;
  orderId: string;
  status: string;
  merchantName: string;
  redirectUrl?: string | undefined;
  openerOrigin?: string | undefined;
}

export const CONFIG_ID = 'nftc-hosted-config';
