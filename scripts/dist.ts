// `npm run dist`: builds the app, says whether the installers will be signed, then runs electron-builder
// for the current OS with build/electron-builder.yml. Extra arguments go to electron-builder
// (e.g. `npm run dist -- --win` on a Windows machine, `-- --publish never`).
import { spawnSync } from 'node:child_process';
import { signingStatus } from './signing-status.ts';

const status = signingStatus(process.platform, process.env);
process.stdout.write(`${status.message}\n`);

const builder = process.platform === 'win32' ? 'electron-builder.cmd' : 'electron-builder';
const result = spawnSync(builder, ['--config', 'build/electron-builder.yml', '--publish', 'never', ...process.argv.slice(2)], { stdio: 'inherit', shell: process.platform === 'win32' });
process.exitCode = result.status ?? 1;
