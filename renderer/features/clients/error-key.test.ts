import { describe, expect, it } from 'vitest';
import { DeskError } from '../../api/desk-error.ts';
import { errorKey } from './error-key.ts';

describe('errorKey', () => {
  it('explains the codes the grid knows and groups the rest', () => {
    expect(errorKey(new DeskError({ code: 'NETWORK', message: 'x' }))).toBe('NETWORK');
    expect(errorKey(new DeskError({ code: 'VALIDATION', message: 'x' }))).toBe('VALIDATION');
    expect(errorKey(new DeskError({ code: 'PROTOCOL', message: 'x' }))).toBe('other');
    expect(errorKey(new Error('boom'))).toBe('other');
  });
});
