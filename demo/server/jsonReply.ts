/** What the shop's server answers a request with, before it is written. */
export interface JsonReply {
  status: number;
  body: unknown;
}
