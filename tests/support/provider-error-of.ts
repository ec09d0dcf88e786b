import { expect } from 'vitest';
import { ProviderError } from '../../electron/provider/provider-error.ts';

/** The ProviderError a promise rejects with (the test fails when it resolves or rejects with anything else). */
export async function providerErrorOf(promise: Promise<unknown>): Promise<ProviderError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error, 'expected a ProviderError').toBeInstanceOf(ProviderError);
  return error as ProviderError;
}
