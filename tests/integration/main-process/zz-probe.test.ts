import { expect, it } from 'vitest';
import { HttpTransport } from '../../../electron/provider/http-transport.ts';

it('probe', () => {
  expect(new HttpTransport()).toBeDefined();
});
