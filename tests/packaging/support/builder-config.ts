import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Configuration } from 'electron-builder';

/** The repository's root folder. */
export const projectDir = fileURLToPath(new URL('../../../', import.meta.url));
/** The electron-builder configuration file, relative to the project. */
export const configFile = 'build/electron-builder.yml';

// Why createRequire: electron-builder's config loader and schema check are CommonJS modules it does
// not re-export; these are the very functions `electron-builder` runs before every build.
const require = createRequire(import.meta.url);
const configModule = require('app-builder-lib/out/util/config/config.js') as {
  getConfig(
    projectDir: string,
    configPath: string | null,
    configFromOptions: Configuration | null,
  ): Promise<Configuration>;
  validateConfiguration(config: Configuration, debugLogger: unknown): Promise<void>;
};
const { DebugLogger } = require('builder-util') as { DebugLogger: new (enabled?: boolean) => unknown };

/** Loads the configuration the way electron-builder does (file, then package.json metadata). */
export function loadBuilderConfig(): Promise<Configuration> {
  return configModule.getConfig(projectDir, configFile, null);
}

/** Validates a configuration against electron-builder's own JSON schema; rejects when it does not match. */
export function validateBuilderConfig(config: Configuration): Promise<void> {
  return configModule.validateConfiguration(config, new DebugLogger(false));
}
