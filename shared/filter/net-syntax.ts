// Syntax of network addresses as PostgreSQL's inet and macaddr types accept them, checked before a
// value reaches SQL so a typo gets a clear message instead of a database error.

const ipv4Octet = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const ipv4Pattern = new RegExp(`^${ipv4Octet}(?:\\.${ipv4Octet}){3}$`);
const hexGroup = /^[0-9a-f]{1,4}$/i;
const prefixPattern = /^(?:0|[1-9]\d{0,2})$/;

/** True for a dotted-quad IPv4 address (no leading zeros, which some parsers read as octal). */
export function isIpv4Address(text: string): boolean {
  return ipv4Pattern.test(text);
}

/** True for an IPv6 address, `::` shortening and an IPv4 tail (`::ffff:10.0.0.1`) included. */
export function isIpv6Address(text: string): boolean {
  const halves = text.split('::');
  if (halves.length > 2) return false;
  const [head = '', tail = ''] = halves;
  const groups = [...(head === '' ? [] : head.split(':')), ...(tail === '' ? [] : tail.split(':'))];
  let count = 0;
  for (const [index, group] of groups.entries()) {
    // An IPv4 tail stands for the last two groups and must end the text.
    if (index === groups.length - 1 && !text.endsWith(':') && isIpv4Address(group)) count += 2;
    else if (hexGroup.test(group)) count += 1;
    else return false;
  }
  return halves.length === 2 ? count <= 7 : count === 8;
}

/** True for an IPv4 or IPv6 address, alone or with a `/prefix` (a CIDR network). */
export function isInetText(text: string): boolean {
  const slash = text.indexOf('/');
  const address = slash < 0 ? text : text.slice(0, slash);
  const prefix = slash < 0 ? undefined : text.slice(slash + 1);
  const v4 = isIpv4Address(address);
  if (!v4 && !isIpv6Address(address)) return false;
  if (prefix === undefined) return true;
  return prefixPattern.test(prefix) && Number(prefix) <= (v4 ? 32 : 128);
}

const macPatterns = [
  /^[0-9a-f]{2}([:-])[0-9a-f]{2}(?:\1[0-9a-f]{2}){4}$/i, // 08:00:2b:01:02:03, 08-00-2b-01-02-03
  /^[0-9a-f]{6}[:-]?[0-9a-f]{6}$/i, // 08002b:010203, 08002b-010203, 08002b010203
  /^[0-9a-f]{4}([.-])[0-9a-f]{4}\1[0-9a-f]{4}$/i, // 0800.2b01.0203, 0800-2b01-0203
];

/** True for a 48-bit MAC address in one of the spellings PostgreSQL's macaddr reads. */
export function isMacText(text: string): boolean {
  return macPatterns.some((pattern) => pattern.test(text));
}
