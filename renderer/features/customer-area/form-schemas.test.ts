import { describe, expect, it } from 'vitest';
import { setPasswordRequest, supportCreateRequest } from '../../../shared/provider/client-area-operations.ts';
import { passwordSchema } from './password-schema.ts';
import { emptySupportOrder, supportOrderInput, supportOrderSchema } from './support-order-schema.ts';

const issues = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}:${issue.message}`).sort();

describe('support order form rules', () => {
  const good = { task_pk: '3', priority: '2', phone: ' (67) 99999-0000 ', os_obs: '  Sem sinal desde ontem ' };

  it('take a complete order and give the wire contract’s input, which the contract accepts', () => {
    expect(supportOrderSchema.safeParse(good).success).toBe(true);
    const input = supportOrderInput(good);
    expect(input).toEqual({ task_pk: 3, priority: 2, phone: '(67) 99999-0000', os_obs: 'Sem sinal desde ontem' });
    expect(supportCreateRequest.safeParse(input).success).toBe(true);
  });

  it('name each field that is wrong, with its message key', () => {
    expect(issues(supportOrderSchema.safeParse(emptySupportOrder))).toEqual([
      'os_obs:descriptionShort',
      'phone:phone',
      'task_pk:task',
    ]);
    expect(
      issues(supportOrderSchema.safeParse({ ...good, priority: '9', phone: 'call me', os_obs: 'x'.repeat(2001) })),
    ).toEqual(['os_obs:descriptionLong', 'phone:phone', 'priority:priority']);
    expect(issues(supportOrderSchema.safeParse({ ...good, os_obs: '  ab  ' }))).toEqual(['os_obs:descriptionShort']);
  });
});

describe('password form rules', () => {
  it('take 8 to 16 characters typed twice alike, as the wire contract does', () => {
    for (const password of ['abcdefgh', 'a'.repeat(16)]) {
      const values = { user_password: password, user_password_repeat: password };
      expect(passwordSchema.safeParse(values).success).toBe(true);
      expect(setPasswordRequest.safeParse(values).success).toBe(true);
    }
  });

  it('refuse a length outside 8–16 and a repeat that differs', () => {
    expect(issues(passwordSchema.safeParse({ user_password: 'abcdefg', user_password_repeat: 'abcdefg' }))).toEqual([
      'user_password:length',
    ]);
    expect(
      issues(passwordSchema.safeParse({ user_password: 'a'.repeat(17), user_password_repeat: 'a'.repeat(17) })),
    ).toEqual(['user_password:length']);
    expect(issues(passwordSchema.safeParse({ user_password: 'abcdefgh', user_password_repeat: 'abcdefgH' }))).toEqual([
      'user_password_repeat:repeat',
    ]);
  });

  it('count an emoji as one character, as the wire contract does', () => {
    for (const password of ['🔑'.repeat(9), '🔑'.repeat(16)]) {
      const values = { user_password: password, user_password_repeat: password };
      expect(passwordSchema.safeParse(values).success).toBe(true);
      expect(setPasswordRequest.safeParse(values).success).toBe(true);
    }
    const four = { user_password: '🔑'.repeat(4), user_password_repeat: '🔑'.repeat(4) };
    expect(issues(passwordSchema.safeParse(four))).toEqual(['user_password:length']);
    expect(setPasswordRequest.safeParse(four).success).toBe(false);
  });
});
