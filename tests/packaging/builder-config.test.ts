import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Configuration } from 'electron-builder';
import { describe, expect, it } from 'vitest';
import { loadBuilderConfig, projectDir, validateBuilderConfig } from './support/builder-config.ts';

type Targets = { target: string; arch?: string[] }[];
const targetsOf = (platform: { target?: unknown } | null | undefined): Targets =>
  ((platform?.target ?? []) as (string | { target: string; arch?: string[] })[]).map((entry) =>
    typeof entry === 'string' ? { target: entry } : entry,
  );

describe('electron-builder configuration', () => {
  it("matches electron-builder's own schema", async () => {
    await expect(validateBuilderConfig(await loadBuilderConfig())).resolves.toBeUndefined();
  });

  it('is really checked: an unknown option and a wrong type are rejected', async () => {
    const config = await loadBuilderConfig();
    await expect(validateBuilderConfig({ ...config, zip: {} } as Configuration)).rejects.toThrow(
      /unknown property 'zip'/,
    );
    await expect(
      validateBuilderConfig({ ...config, nsis: { ...config.nsis, perMachine: 'yes' } } as unknown as Configuration),
    ).rejects.toThrow(/perMachine/);
  });

  it('builds the installers the offices need for each OS', async () => {
    const config = await loadBuilderConfig();
    expect(targetsOf(config.win)).toEqual([
      { target: 'nsis', arch: ['x64', 'arm64'] },
      { target: 'portable', arch: ['x64', 'arm64'] },
    ]);
    expect(config.nsis).toMatchObject({
      oneClick: false,
      perMachine: false,
      allowElevation: true,
      include: 'build/installer.nsh',
    });
    expect(targetsOf(config.mac)).toEqual([
      { target: 'dmg', arch: ['universal'] },
      { target: 'zip', arch: ['universal'] },
    ]);
    expect(config.mac).toMatchObject({
      hardenedRuntime: true,
      notarize: true,
      entitlements: 'build/entitlements.mac.plist',
      entitlementsInherit: 'build/entitlements.mac.inherit.plist',
    });
    expect(targetsOf(config.linux).map((entry) => entry.target)).toEqual(['AppImage', 'deb']);
    // Linux docks link the running window (app_id from package.json's desktopName) to the launcher.
    const pkg = JSON.parse(readFileSync(join(projectDir, 'package.json'), 'utf8')) as { desktopName?: string };
    expect(pkg.desktopName).toBe(`${config.linux?.executableName}.desktop`);
    expect(config.linux?.syncDesktopName).toBe(true);
    for (const file of [
      'build/icon.png',
      'build/installer.nsh',
      'build/entitlements.mac.plist',
      'build/entitlements.mac.inherit.plist',
    ]) {
      expect(existsSync(join(projectDir, file)), file).toBe(true);
    }
  });

  it('flips the fuses, ships only build output and writes a generic update feed', async () => {
    const config = await loadBuilderConfig();
    expect(config.electronFuses).toMatchObject({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      onlyLoadAppFromAsar: true,
      enableEmbeddedAsarIntegrityValidation: true,
      enableCookieEncryption: true,
    });
    // Why [0].filter: electron-builder's loader turns the `files` list into one file set.
    const files = (config.files as { filter: string[] }[])[0]?.filter ?? [];
    expect(files.filter((pattern) => !pattern.startsWith('!'))).toEqual([
      'package.json',
      'dist/electron/main.js',
      'dist/electron/preload.cjs',
      'dist/server/main.js',
      'dist/server/service-main.cjs',
      'dist/server/pglite-hints.json',
      'dist/renderer/**/*',
      'dist/demo/*',
    ]);
    // The trusted update key, in a file set of its own (electron-builder leaves build/ out of the main one).
    expect((config.files as unknown[])[1]).toEqual({ from: 'build', to: 'build', filter: ['update-public-key.pem'] });
    expect(files).toEqual(expect.arrayContaining(['!**/*.map', '!**/.env*']));
    expect(config.asar).toBe(true);
    expect(config.publish).toEqual([{ provider: 'generic', url: 'https://updates.invalid/provider-desk' }]);
    // scripts/dist.ts signs the channel files it finds there.
    expect(config.directories?.output).toBe('release');
  });
});
