import { describe, expect, it } from 'vitest';
import { passwordChangeSchema } from './password-change-schema.ts';

/** `[field, code]` pairs of a body that must fail. */
function issuesOf(body: unknown): Array<[string, string]> {
  const result = passwordChangeSchema.safeParse(body);
  expect(result.success).toBe(false);
  return (result.error?.issues ?? []).map((issue) => [issue.path.map(String).join('.'), issue.message]);
}

describe('passwordChangeSchema', () => {
  it('accepts a password of 8 to 16 characters repeated exactly, verbatim', () => {
    expect(passwordChangeSchema.parse({ user_password: ' nova senha ', user_password_repeat: ' nova senha ' })).toEqual(
      {
        user_password: ' nova senha ',
        user_password_repeat: ' nova senha ',
      },
    );
  });

  it('requires both fields', () => {
    expect(issuesOf({ user_password: '', user_password_repeat: '' })).toEqual([
      ['user_password', 'registration.required'],
      ['user_password_repeat', 'registration.required'],
    ]);
  });

  it('rejects a wrong length', () => {
    expect(issuesOf({ user_password: '1234567', user_password_repeat: '1234567' })).toEqual([
      ['user_password', 'registration.password.length'],
    ]);
    expect(issuesOf({ user_password: '12345678901234567', user_password_repeat: '12345678901234567' })).toEqual([
      ['user_password', 'registration.password.length'],
    ]);
  });

  it('reports a repeat that differs on user_password_repeat, together with a length problem', () => {
    expect(issuesOf({ user_password: '12345678', user_password_repeat: '87654321' })).toEqual([
      ['user_password_repeat', 'registration.password.mismatch'],
    ]);
    expect(issuesOf({ user_password: '123', user_password_repeat: '321' })).toEqual([
      ['user_password', 'registration.password.length'],
      ['user_password_repeat', 'registration.password.mismatch'],
    ]);
  });
});
