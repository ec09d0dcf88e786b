// The one redaction of the main process: every log line and every entry of the error journal that
// speaks of a failure, a value or an answer goes through `redact`. Why structure only: a provider's
// answers are customers' records (names, CPF, addresses, e-mails, client-area passwords), and a log
// file or a pasted diagnostic travels further than the app. What stays is what support needs:
// operation (the caller names it), error code, HTTP status, field names, value types and lengths.
import { ProviderError } from '../provider/provider-error.ts';
import { parseTolerantJson } from '../provider/tolerant-json.ts';

const maxKeys = 40;
const maxDepth = 3;
const maxFrames = 5;
const maxLength = 2_000;
/** Bodies larger than this are described by length alone (parsing them for a log line costs too much). */
const maxParsedBody = 1024 * 1024;
// Why a pattern for names: a hostile server could use personal data as a field name.
const safeName = /^[A-Za-z_][A-Za-z0-9_.-]{0,63}$/;

const nameOf = (key: string): string => (safeName.test(key) ? key : '?');

function shapeOf(value: unknown, depth: number): string {
  if (value === null) return 'null';
  if (value === undefined) return 'absent';
  if (typeof value === 'string') return `string(${value.length})`;
  if (typeof value !== 'object') return typeof value;
  if (Array.isArray(value)) {
    if (value.length === 0 || depth >= maxDepth) return `array(${value.length})`;
    return `array(${value.length})[${shapeOf(value[0], depth + 1)}]`;
  }
  const keys = Object.keys(value);
  if (depth >= maxDepth) return `object(${keys.length} fields)`;
  const fields = keys
    .slice(0, maxKeys)
    .map((key) => `${nameOf(key)}: ${shapeOf((value as Record<string, unknown>)[key], depth + 1)}`);
  const more = keys.length > maxKeys ? `, …${keys.length - maxKeys} more` : '';
  return `{${fields.join(', ')}${more}}`;
}

/** The shape of a body as text: JSON by its structure, anything else by its kind and length. */
function bodyShape(text: string): string {
  if (text.trim() === '') return 'empty';
  if (text.length <= maxParsedBody) {
    try {
      return `json ${shapeOf(parseTolerantJson(text), 0)}`;
    } catch {
      // Not JSON: described by its length below.
    }
  }
  return `${/^\s*</.test(text) ? 'html' : 'text'}(${text.length} chars)`;
}

/** Where the code failed: the stack's frames (file, line, function), never the message line above them. */
function framesOf(error: Error): string {
  const stack = error.stack ?? '';
  const header = error.message ? `${error.name}: ${error.message}` : error.name;
  // Why cut the header first: a message of several lines could hold lines that look like frames.
  const frames = (stack.startsWith(header) ? stack.slice(header.length) : '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, maxFrames)
    // Why base names: an installed app's path holds the operator's account name (C:\Users\<name>\…).
    .map((line) =>
      line
        .trim()
        .replace(/^at /, '')
        .replace(/(?:file:\/\/)?[^\s()]*[\\/]/g, ''),
    );
  return frames.length > 0 ? ` at ${frames.join(' < ')}` : '';
}

function errorCodeOf(error: object): string {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && /^[A-Z0-9_]{1,40}$/.test(code) ? ` ${code}` : '';
}

function providerErrorShape(error: ProviderError): string {
  const parts: string[] = [error.code];
  if (error.status !== undefined) parts.push(`HTTP ${error.status}`);
  // Why only our own words: a server's message quotes what it refused (a CPF, a name, a duplicate key).
  if (error.detail !== undefined)
    parts.push(error.ownWords ? `(${error.detail})` : `detail string(${error.detail.length})`);
  if (error.fieldErrors) parts.push(`fields [${error.fieldErrors.map((item) => nameOf(item.field)).join(', ')}]`);
  if (error.body !== undefined) parts.push(`body ${bodyShape(error.body)}`);
  if (error.cause !== undefined) parts.push(`cause ${causeShape(error.cause)}`);
  return parts.join(' ');
}

function causeShape(cause: unknown): string {
  return cause instanceof Error ? `${nameOf(cause.name)}${errorCodeOf(cause)}` : shapeOf(cause, maxDepth - 1);
}

/**
 * Describes anything for a log line or the error journal by its structure only: a ProviderError by
 * code, HTTP status, our own detail (never a server's words), field names and the shape of the body;
 * another Error by its name, code and stack frames (never its message: a JSON error quotes the text
 * it read, an URL error carries the address with its query); any other value by types and lengths.
 */
export function redact(subject: unknown): string {
  let text: string;
  try {
    if (subject instanceof ProviderError) text = providerErrorShape(subject);
    else if (subject instanceof Error)
      text = `${nameOf(subject.name)}${errorCodeOf(subject)}${subject.cause === undefined ? '' : ` cause ${causeShape(subject.cause)}`}${framesOf(subject)}`;
    else text = shapeOf(subject, 0);
  } catch {
    // A getter that throws, a revoked proxy: say what it was without reading further.
    text = `unreadable ${typeof subject}`;
  }
  return text.length > maxLength ? `${text.slice(0, maxLength)}…` : text;
}
