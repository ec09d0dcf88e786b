// Why by hand: a few lines over the URL parser; loopback never leaves the computer, so only other
// hosts reached over http:// carry passwords and customers' data where the network can read them.
const loopbackV4 = /^127(\.\d{1,3}){3}$/;

/** Whether an address sends what travels to it unencrypted over the network: http:// to a host other than this computer. */
export function sendsInClear(address: string): boolean {
  if (!URL.canParse(address.trim())) return false;
  const url = new URL(address.trim());
  if (url.protocol !== 'http:') return false;
  // The parser has already turned 0x7f.1, 2130706433 and the like into 127.0.0.1.
  const host = url.hostname.toLowerCase();
  return !(host === 'localhost' || host.endsWith('.localhost') || loopbackV4.test(host) || host === '[::1]');
}
