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
  confirmed: true,
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

  it("opens from the local copy with no password known, when the card's record came from the copy (issue 46)", () => {
    // After a restart with the link down main has forgotten every password (it keeps them in memory only), so the
    // record says none is known; the copy still holds the customer's lists, which main opens without one.
    expect(shouldOpenInBackground(facts({ fromCopy: true }))).toBe(true);
    expect(cardSession(facts({ fromCopy: true }))).toEqual({ kind: 'opening' });
    // A copy that does not hold them (main refuses): the password is asked for, as before.
    expect(shouldOpenInBackground(facts({ fromCopy: true, autoFailed: true }))).toBe(false);
    expect(cardSession(facts({ fromCopy: true, autoFailed: true }))).toEqual({ kind: 'ask' });
  });

  it("opens at once from an opener's copy that knows of a password, and waits for the card's own read before asking", () => {
    expect(shouldOpenInBackground(facts({ passwordKnown: true, confirmed: false }))).toBe(true);
    expect(cardSession(facts({ passwordKnown: true, confirmed: false }))).toEqual({ kind: 'opening' });
    // A copy read before main learnt the password must not show the form (nor take the focus) for a moment.
    expect(shouldOpenInBackground(facts({ confirmed: false }))).toBe(false);
    expect(cardSession(facts({ confirmed: false }))).toEqual({ kind: 'opening' });
    expect(cardSession(facts({ confirmed: true }))).toEqual({ kind: 'ask' });
    // An open or expired session, or no user name, does not wait for it.
    expect(cardSession(facts({ username: '', confirmed: false }))).toEqual({ kind: 'no-username' });
    expect(cardSession(facts({ open: customer, expired: true, confirmed: false }))).toEqual({
      kind: 'ask',
      replaces: 'c1',
    });
  });
});
