import { describe, expect, it } from 'vitest';
import { contentTypeOf } from './content-types.ts';

describe('contentTypeOf', () => {
  it('names the types of a built renderer', () => {
    expect(contentTypeOf('/dist/renderer/index.html')).toBe('text/html; charset=utf-8');
    expect(contentTypeOf('assets/index-3f2a.js')).toBe('text/javascript; charset=utf-8');
    expect(contentTypeOf('assets/index-3f2a.css')).toBe('text/css; charset=utf-8');
    expect(contentTypeOf('assets/inter.woff2')).toBe('font/woff2');
    expect(contentTypeOf('logo.SVG')).toBe('image/svg+xml');
    expect(contentTypeOf('favicon.ico')).toBe('image/x-icon');
  });

  it('answers opaque bytes for an unknown kind', () => {
    expect(contentTypeOf('notes.xyz')).toBe('application/octet-stream');
    expect(contentTypeOf('LICENSE')).toBe('application/octet-stream');
  });
});
