import { promisify } from 'node:util';
import { brotliDecompress, gunzip, inflate, inflateRaw, type ZlibOptions } from 'node:zlib';
import { ProviderError } from './provider-error.ts';

/** What the app asks servers to compress with (`Accept-Encoding`): all three decoded by Node's zlib. */
export const acceptedEncodings = 'gzip, deflate, br';

type Decode = (bytes: Buffer, options: ZlibOptions) => Promise<Buffer>;

const gunzipAsync = promisify(gunzip) as Decode;
const inflateAsync = promisify(inflate) as Decode;
const inflateRawAsync = promisify(inflateRaw) as Decode;
const brotliAsync = promisify(brotliDecompress) as Decode;

/**
 * Deflate as servers send it: RFC 9110 means zlib-wrapped data, and some servers (and old IIS) send the bare
 * deflate stream instead; the wrapper's header tells the two apart at once.
 */
const inflateEither: Decode = async (bytes, options) => {
  try {
    return await inflateAsync(bytes, options);
  } catch (error) {
    if ((error as { code?: string }).code !== 'Z_DATA_ERROR') throw error;
    return inflateRawAsync(bytes, options);
  }
};

const decoders: Readonly<Record<string, Decode>> = {
  gzip: gunzipAsync,
  'x-gzip': gunzipAsync,
  deflate: inflateEither,
  br: brotliAsync,
};

function tooLarge(cap: number): ProviderError {
  return new ProviderError('PROTOCOL', `the answer is larger than ${cap} bytes (once decompressed)`, {
    ownWords: true,
  });
}

/**
 * Decodes a body by its `Content-Encoding` (gzip, deflate, br; several are undone last first), asked for or
 * not: servers compress without being asked too (field notes). The decoded body is held to `cap` bytes as
 * it is made, so a small compressed answer cannot expand past it; an encoding the app does not know, or
 * damaged compressed data, is a PROTOCOL error.
 */
export async function decodeContentEncoding(
  bytes: Buffer,
  header: string | string[] | undefined,
  cap: number,
): Promise<Buffer> {
  const codings = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((coding) => coding.trim().toLowerCase())
    .filter((coding) => coding !== '' && coding !== 'identity');
  if (codings.length === 0 || bytes.byteLength === 0) return bytes;
  let body = bytes;
  for (const coding of codings.reverse()) {
    const decode = decoders[coding];
    if (!decode)
      throw new ProviderError(
        'PROTOCOL',
        `the answer is encoded as ${coding.slice(0, 20)}, which the app does not read`,
        {
          ownWords: true,
        },
      );
    try {
      // Why maxOutputLength: zlib stops inflating there (RangeError), instead of the app holding a bomb's gigabytes.
      body = await decode(body, { maxOutputLength: cap });
    } catch (error) {
      if (error instanceof RangeError || (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE')
        throw tooLarge(cap);
      throw new ProviderError('PROTOCOL', `the answer's ${coding} data is damaged`, { ownWords: true, cause: error });
    }
  }
  return body;
}

const loopbackV4 = /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/;

/**
 * Whether answers from `url` are worth asking compressed: not from this machine (loopback: the embedded demo
 * service, a local test server), where compressing costs both sides time and saves nothing.
 */
export function worthCompressing(url: string): boolean {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return false;
  }
  return !(host === 'localhost' || host.endsWith('.localhost') || host === '[::1]' || loopbackV4.test(host));
}
