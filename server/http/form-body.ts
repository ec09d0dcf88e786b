import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FormBody } from './parse-form.ts';
import { ServiceError } from './service-error.ts';

/** What a form body is sent as: the interface's content type. */
const formType = 'application/x-www-form-urlencoded';

/** The media type of a Content-Type header, lower case, without parameters (`''` when absent). */
function mediaTypeOf(request: FastifyRequest): string {
  return (
    String(request.headers['content-type'] ?? '')
      .split(';')[0]
      ?.trim()
      .toLowerCase() ?? ''
  );
}

/**
 * Whether text reads as a form: `name=value` pairs joined by `&`, percent-encoded, on one line. Why so
 * strict for text/plain: a JSON, XML or multipart body, or lines of prose, must not pass as a form of
 * odd field names that are then ignored.
 */
export function readsAsForm(text: string): boolean {
  if (/^\s*[{[<]/.test(text) || text.startsWith('--')) return false;
  // Why no control characters: a form encodes them (%0A); raw line breaks mean text, not a form.
  if (/\p{Cc}/u.test(text)) return false;
  return text.split('&').every((pair) => pair === '' || !pair.startsWith('='));
}

/** Decodes form text as browsers and curl encode it (WHATWG `application/x-www-form-urlencoded`): repeated names become arrays. */
export function decodeForm(text: string): FormBody {
  // Why a null prototype: field names come from the request (`__proto__`, `constructor`).
  const form = Object.create(null) as FormBody;
  for (const [name, value] of new URLSearchParams(text)) {
    const before = form[name];
    form[name] = before === undefined ? value : Array.isArray(before) ? [...before, value] : [before, value];
  }
  return form;
}

/** Why each other kind of body is refused, in words that say what to send instead. */
function refusal(mediaType: string, text: string): ServiceError {
  const send = `send the fields as ${formType} (name=value&name=value).`;
  if (
    mediaType === 'application/json' ||
    mediaType.endsWith('+json') ||
    (mediaType === 'text/plain' && /^\s*[{[]/.test(text))
  ) {
    return new ServiceError(415, 'UNSUPPORTED_MEDIA_TYPE', `This interface does not take JSON bodies: ${send}`);
  }
  if (mediaType.startsWith('multipart/') || (mediaType === 'text/plain' && text.startsWith('--'))) {
    return new ServiceError(415, 'UNSUPPORTED_MEDIA_TYPE', `This interface does not take multipart bodies: ${send}`);
  }
  if (mediaType === 'text/plain' || mediaType === '')
    return new ServiceError(415, 'UNSUPPORTED_MEDIA_TYPE', `The body is not a form: ${send}`);
  return new ServiceError(
    415,
    'UNSUPPORTED_MEDIA_TYPE',
    `A body labelled ${mediaType.slice(0, 80)} is not taken: ${send}`,
  );
}

/**
 * Reads request bodies as deployed servers do (issue 16): a form under its own label, under `text/plain`
 * (a popular Python client labels forms `text/plain; charset=utf-8`) or with no label, when it reads as a
 * form; an empty body under any label is a form without fields (an empty logout labelled
 * `application/octet-stream`). JSON, multipart and other labelled bodies are refused with 415 saying what
 * to send. One parser for every label, so every body is decoded the same way.
 */
export function registerFormBodies(app: FastifyInstance, bodyLimit: number): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    const mediaType = mediaTypeOf(request);
    if (text.trim() === '') return done(null, Object.create(null) as FormBody);
    const formLike = mediaType === formType || ((mediaType === 'text/plain' || mediaType === '') && readsAsForm(text));
    if (!formLike) return done(refusal(mediaType, text), undefined);
    return done(null, decodeForm(text));
  });
}
