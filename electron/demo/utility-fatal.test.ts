import { describe, expect, it } from 'vitest';
import { utilityFatalLine } from './utility-fatal.ts';

describe('a utility process’s fatal error in the log', () => {
  it('names its type and source location', () => {
    expect(utilityFatalLine('FatalError', 'v8::ToLocalChecked Empty MaybeLocal')).toBe(
      'demo service: utility process error FatalError at v8::ToLocalChecked Empty MaybeLocal (diagnostic report not logged)',
    );
  });

  it('withholds a location that is not a source location (a path with the user’s name, an address)', () => {
    const line = utilityFatalLine('FatalError', 'C:\\Users\\maria.souza\\AppData\\x.js');
    expect(line).not.toContain('maria');
    expect(line).toContain('(withheld)');
    expect(utilityFatalLine('{"env":"x"}', 'a')).toContain('error unknown');
  });
});
