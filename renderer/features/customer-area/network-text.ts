/** A MAC address as six upper-case pairs joined by colons (from any of `aabbcc…`, `aa-bb-…`, `aabb.cc…`); other text as given. */
export function formatMac(value: string): string {
  const hex = value.replace(/[\s:.-]/g, '');
  if (!/^[0-9a-fA-F]{12}$/.test(hex)) return value.trim();
  return (hex.toUpperCase().match(/../g) ?? []).join(':');
}

/** An IP address without a single-host prefix (`/32`, `/128`), which adds nothing for one connection. */
export function formatIp(value: string): string {
  return value.trim().replace(/\/(32|128)$/, '');
}
