import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, normalize } from 'node:path';
import type { KeyObject } from 'node:crypto';
import type { AppAdapter } from 'electron-updater/out/AppAdapter.js';
import { signChannelFileForTest, testFeedKey } from './feed-keys.ts';

/** The channel file electron-updater asks for on this machine (`latest-linux.yml`, `beta.yml`, …). */
export function channelFile(channel: 'latest' | 'beta'): string {
  if (process.platform === 'linux') return `${channel}-linux${process.arch === 'x64' ? '' : `-${process.arch}`}.yml`;
  return `${channel}${process.platform === 'darwin' ? '-mac' : ''}.yml`;
}

/** One release in a test feed. */
export interface FeedRelease {
  version: string;
  channel?: 'latest' | 'beta';
  notes?: string;
  /** Publish a sha512 that does not match the file (a feed that lies). */
  wrongSha512?: boolean;
  /** The installer's file name (default: the NSIS installer's). */
  file?: string;
  /** The key that signs the channel file (default: the key the test apps trust); null publishes it unsigned. */
  signedBy?: KeyObject | null;
}

/** Writes an installer and its channel file into a feed folder, as electron-builder publishes them. */
export async function writeRelease(dir: string, release: FeedRelease): Promise<string> {
  await mkdir(dir, { recursive: true });
  const file = release.file ?? `Provider-Desk-Setup-${release.version}.exe`;
  const bytes = randomBytes(200_000);
  await writeFile(join(dir, file), bytes);
  const sha512 = createHash('sha512')
    .update(release.wrongSha512 ? Buffer.from('something else') : bytes)
    .digest('base64');
  const lines = [
    `version: ${release.version}`,
    'files:',
    `  - url: ${file}`,
    `    sha512: ${sha512}`,
    `    size: ${bytes.length}`,
    `path: ${file}`,
    `sha512: ${sha512}`,
    "releaseDate: '2026-11-20T12:00:00.000Z'",
    ...(release.notes ? [`releaseNotes: ${JSON.stringify(release.notes)}`] : []),
  ];
  const channel = channelFile(release.channel ?? 'latest');
  const text = Buffer.from(`${lines.join('\n')}\n`, 'utf8');
  await writeFile(join(dir, channel), text);
  const key = release.signedBy === undefined ? testFeedKey.privateKey : release.signedBy;
  if (key) await signChannelFileForTest(dir, channel, text, key);
  return file;
}

/** Writes a channel file that is not a feed at all (signed by default: a release made by mistake; null: a proxy's error page). */
export async function writeCorruptFeed(
  dir: string,
  signedBy: KeyObject | null = testFeedKey.privateKey,
): Promise<void> {
  await mkdir(dir, { recursive: true });
  const text = Buffer.from('version: [unterminated\n  :: <html>Proxy error</html>\n');
  await writeFile(join(dir, channelFile('latest')), text);
  if (signedBy) await signChannelFileForTest(dir, channelFile('latest'), text, signedBy);
}

/** A loopback HTTP server of a feed folder, counting the requests it gets and the bytes of files it sent. */
export interface FeedServer {
  url: string;
  requests: string[];
  /** Bytes of files handed to the connection so far (what the client took, give or take the socket's buffers). */
  readonly bytesSent: number;
  /** Whether answers leave out `content-length` (chunked, as a proxy or a generated file may answer). */
  unsized: boolean;
  close(): Promise<void>;
}

/** Serves `dir` over http://127.0.0.1 (a provider's web server or a head-office server on the LAN). */
export async function serveFeed(dir: string): Promise<FeedServer> {
  const requests: string[] = [];
  let bytesSent = 0;
  const feed = {
    unsized: false,
  };
  const server: Server = createServer((request, response) => {
    const path = decodeURIComponent((request.url ?? '/').split('?')[0] ?? '/');
    requests.push(path);
    const file = join(dir, normalize(path).replace(/^([/\\])+/, ''));
    stat(file).then(
      (info) => {
        response.writeHead(200, feed.unsized ? {} : { 'content-length': info.size });
        const stream = createReadStream(file);
        stream.on('data', (chunk) => (bytesSent += chunk.length));
        // Why: a client that stops reading closes the connection; the file must stop being read then too.
        response.once('close', () => stream.destroy());
        stream.pipe(response);
      },
      () => response.writeHead(404).end('not found'),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    requests,
    get bytesSent() {
      return bytesSent;
    },
    get unsized() {
      return feed.unsized;
    },
    set unsized(value: boolean) {
      feed.unsized = value;
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        // Why: electron-updater keeps connections alive; close must not wait for them to time out.
        server.closeAllConnections();
      }),
  };
}

/** An AppAdapter for electron-updater outside Electron: an installed app of `version` with its data in `dir`. */
export async function testApp(dir: string, version: string): Promise<AppAdapter> {
  await mkdir(dir, { recursive: true });
  const appUpdateConfigPath = join(dir, 'app-update.yml');
  // The file electron-builder writes into the app's resources (see the pack smoke test).
  await writeFile(
    appUpdateConfigPath,
    'provider: generic\nurl: https://updates.invalid/provider-desk\nupdaterCacheDirName: provider-desk-updater-test\n',
  );
  return {
    version,
    name: 'Provider Desk',
    isPackaged: true,
    appUpdateConfigPath,
    userDataPath: join(dir, 'user-data'),
    baseCachePath: join(dir, 'cache'),
    whenReady: async () => undefined,
    relaunch: () => undefined,
    quit: () => undefined,
    onQuit: () => undefined,
  };
}
