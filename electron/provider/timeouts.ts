/** Timeouts of provider requests, in milliseconds. */
export interface Timeouts {
  connect: number;
  headers: number;
  body: number;
}

/** Sane defaults: a LAN or internet server answers a list in well under these. */
export const defaultTimeouts: Timeouts = { connect: 5_000, headers: 20_000, body: 30_000 };
