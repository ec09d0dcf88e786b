import { describe, expect, it } from 'vitest';
import type { OpenCustomer } from '../customer-area/index.ts';
import { cardSession, shouldOpenInBackground, type CardSessionFacts } from './card-session.ts';

const customer = { customerId: 'c1', username: 'ana', label: 'Ana', config: {} } as OpenCustomer;
const facts = (over: Partial<CardSessionFacts>): CardSessionFacts => ({
  username: 'ana',
  passwordKnown: false,
  open: undefined,
  expired: false,
  opening: false,
  autoFailed: false,
  ...over,
});

describe('cardSession', () => {
  it('says when the client has no client-area user name', () => {
    expect(cardSession(facts({ username: '' }))).toEqual({ kind: 'no-username' });
    expect(shouldOpenInBackground(facts({ username: '', passwordKnown: true }))).toBe(false);
  });

  it('uses an open session, and asks again in place of an expired one', () => {
    expect(cardSession(facts({ open: customer }))).toEqual({ kind: 'open', customer });
    expect(cardSession(facts({ open: customer, expired: true }))).toEqual({ kind: 'ask', replaces: 'c1' });
    expect(shouldOpenInBackground(facts({ open: customer, passwordKnown: true }))).toBe(false);
  });

  it('opens in the background once when main knows the password, and asks when it was refused', () => {
    expect(shouldOpenInBackground(facts({ passwordKnown: true }))).toBe(true);
    expect(cardSession(facts({ passwordKnown: true }))).toEqual({ kind: 'opening' });
    expect(shouldOpenInBackground(facts({ passwordKnown: true, opening: true }))).toBe(false);
    expect(shouldOpenInBackground(facts({ passwordKnown: true, autoFailed: true }))).toBe(false);
    expect(cardSession(facts({ passwordKnown: true, autoFailed: true }))).toEqual({ kind: 'ask' });
  });

  it('asks for the password when main does not know it', () => {
    expect(shouldOpenInBackground(facts({}))).toBe(false);
    expect(cardSession(facts({}))).toEqual({ kind: 'ask' });
  });
});
