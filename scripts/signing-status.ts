// Which code-signing material the environment holds, per OS, so `npm run dist` can say plainly
// whether the installers it builds will be signed (electron-builder reads the same variables itself).

/** What the environment provides for signing on one OS, and the message to print. */
export interface SigningStatus {
  signed: boolean;
  message: string;
}

const has = (env: NodeJS.ProcessEnv, name: string): boolean => (env[name] ?? '').trim() !== '';

/** The signing status of a build for `platform` ('win32', 'darwin' or 'linux') from environment variables. */
export function signingStatus(platform: string, env: NodeJS.ProcessEnv): SigningStatus {
  if (platform === 'win32') {
    const signed = has(env, 'WIN_CSC_LINK') || has(env, 'CSC_LINK') || has(env, 'AZURE_TENANT_ID');
    return signed
      ? {
          signed,
          message: 'Windows: signing with the certificate in WIN_CSC_LINK/CSC_LINK (or Azure Trusted Signing).',
        }
      : {
          signed,
          message:
            'Windows: no certificate (WIN_CSC_LINK / CSC_LINK not set): the installers are NOT signed. SmartScreen will warn, and the updater cannot check the publisher.',
        };
  }
  if (platform === 'darwin') {
    const signed = has(env, 'CSC_LINK') || has(env, 'CSC_NAME') || env.CSC_IDENTITY_AUTO_DISCOVERY !== 'false';
    const notarise =
      (has(env, 'APPLE_API_KEY') && has(env, 'APPLE_API_KEY_ID') && has(env, 'APPLE_API_ISSUER')) ||
      (has(env, 'APPLE_ID') && has(env, 'APPLE_APP_SPECIFIC_PASSWORD') && has(env, 'APPLE_TEAM_ID')) ||
      (has(env, 'APPLE_KEYCHAIN') && has(env, 'APPLE_KEYCHAIN_PROFILE'));
    const signing =
      has(env, 'CSC_LINK') || has(env, 'CSC_NAME')
        ? 'signing with the Developer ID in CSC_LINK/CSC_NAME'
        : 'signing with a Developer ID Application identity from the keychain if there is one (electron-builder says "skipped" if not)';
    return {
      signed,
      message: `macOS: ${signing}; ${notarise ? 'notarising with the Apple credentials set' : 'NOT notarising (no APPLE_API_KEY/APPLE_ID credentials): Gatekeeper will refuse the app on other Macs'}.`,
    };
  }
  return {
    signed: false,
    message:
      'Linux: AppImage and deb are not signed (publish the feed over https or a trusted share; see docs/packaging.md).',
  };
}
