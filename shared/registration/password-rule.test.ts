import { describe, expect, it } from 'vitest';
import { contract } from '../ipc/contract.ts';
import { setPasswordRequest } from '../provider/client-area-operations.ts';
import { optionalPassword } from './field-schemas.ts';
import { isPasswordLengthValid } from './password.ts';

// A password's length as a person counts it: an emoji is one character, two UTF-16 units.
const cases: Array<[string, string, boolean]> = [
  ['8 letters', 'abcdefgh', true],
  ['16 letters', 'a'.repeat(16), true],
  ['7 letters', 'abcdefg', false],
  ['17 letters', 'a'.repeat(17), false],
  ['9 emoji (18 UTF-16 units)', '🔑'.repeat(9), true],
  ['16 emoji (32 UTF-16 units)', '🔑'.repeat(16), true],
  ['4 emoji (8 UTF-16 units)', '🔑'.repeat(4), false],
  ['7 characters with one emoji (8 UTF-16 units)', 'senha1🔑', false],
];

const customerId = 'a'.repeat(32);

describe('the client-area password rule', () => {
  it.each(cases)('judges %s the same in every place that checks it', (_what, password, valid) => {
    const judged = {
      rule: isPasswordLengthValid(password),
      wire: setPasswordRequest.safeParse({ user_password: password, user_password_repeat: password }).success,
      ipc: contract['customer:setPassword'].input.safeParse({
        customerId,
        user_password: password,
        user_password_repeat: password,
      }).success,
      registration: optionalPassword().safeParse(password).success,
    };
    expect(judged).toEqual({ rule: valid, wire: valid, ipc: valid, registration: valid });
  });
});
