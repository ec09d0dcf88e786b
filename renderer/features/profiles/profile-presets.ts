/** Presets of the profile form: the administrative prefix and the usual ports of a kind of server. */
export const profilePresets = {
  // The interface's own defaults (../shared/spec): admin area on 8080, client area on 80.
  interface: { adminPrefix: 'admin_ctl', adminPort: '8080', clientPort: '80' },
  // The product deployed at many providers (field notes): another prefix, the same ports.
  deployed: { adminPrefix: 'controllrctl', adminPort: '8080', clientPort: '80' },
} as const;

/** One preset's name. */
export type PresetName = keyof typeof profilePresets;

/** The addresses and prefix a preset changes. */
export interface PresetFields {
  adminUrl: string;
  clientUrl: string;
  adminPrefix: string;
}

/** An address with another port; '' (or text that is not an address yet) stays as it is. */
function withPort(address: string, port: string): string {
  if (!URL.canParse(address)) return address;
  const url = new URL(address);
  url.port = port;
  return url.toString().replace(/\/$/, '');
}

/**
 * Fills the prefix and the usual ports of a preset into what was typed: the host, scheme and path stay
 * as the operator wrote them, and an empty client-area address is made from the administrative one's host
 * (on http, as the interface's client area is). Every field can still be changed afterwards.
 */
export function applyPreset(fields: PresetFields, name: PresetName): PresetFields {
  const preset = profilePresets[name];
  const adminUrl = withPort(fields.adminUrl.trim(), preset.adminPort);
  let clientUrl = withPort(fields.clientUrl.trim(), preset.clientPort);
  if (clientUrl === '' && URL.canParse(adminUrl))
    clientUrl = withPort(`http://${new URL(adminUrl).hostname}`, preset.clientPort);
  return { adminUrl, clientUrl, adminPrefix: preset.adminPrefix };
}
