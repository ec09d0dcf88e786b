import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { noRouteSchemas } from './no-route-schemas.ts';

describe('noRouteSchemas', () => {
  it('serves routes that declare no schema', async () => {
    const app = Fastify({ schemaController: noRouteSchemas });
    app.post('/echo', async () => ({ success: true }));
    const answer = await app.inject({ method: 'POST', url: '/echo' });
    expect(answer.json()).toEqual({ success: true });
    await app.close();
  });

  it('refuses, at start, a route that declares a body schema, naming how this service checks forms', async () => {
    const app = Fastify({ schemaController: noRouteSchemas });
    app.post('/form', { schema: { body: { type: 'object' } } }, async () => ({ success: true }));
    await expect(app.ready()).rejects.toThrow(/route validation schemas are not used.*zod/);
  });

  it('refuses a route that declares a response schema', async () => {
    const app = Fastify({ schemaController: noRouteSchemas });
    app.get('/page', { schema: { response: { 200: { type: 'object' } } } }, async () => ({ success: true }));
    await expect(app.ready()).rejects.toThrow(/route response schemas are not used/);
  });
});
