import { describe, expect, it } from 'vitest';
import { loginName } from './login-name.ts';

describe('loginName', () => {
  it('takes composed and decomposed accents, and any case, as one name', () => {
    expect(loginName('JOSÉ.Silva')).toBe('josé.silva');
    expect(loginName('jose\u0301.silva')).toBe('josé.silva');
    expect(loginName('JOSE\u0301.SILVA')).toBe('josé.silva');
  });

  it('does not take a capital I with a dot (İ) for a plain i, as PostgreSQL’s lower() may', () => {
    expect(loginName('\u0130t.ana')).not.toBe(loginName('it.ana'));
  });

  it('gives the same form again when given its own answer', () => {
    for (const typed of ['\u0130T.ANA', 'ΣΟΦΙΑΣ', 'ǅenan', 'Straße', 'K\u212Aelvin'])
      expect(loginName(loginName(typed))).toBe(loginName(typed));
  });
});
