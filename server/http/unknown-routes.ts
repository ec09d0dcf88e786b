import type { FastifyInstance } from 'fastify';
import type { Area } from '../auth/session-store.ts';
import { ServiceError } from './service-error.ts';

/**
 * Answers requests no route takes. An unknown path is 403 with `code` NOT_FOUND and a message naming it:
 * deployed servers answer 403 (`code`/`message`) for any path they do not serve, and clients written against
 * them read a 403 as "stop", not "try another address"; the code keeps the difference for whoever reads it
 * (docs/provider-service.md, "Failures"). A known path asked with another method is 405 with `Allow`.
 */
export function answerUnknownRoutes(app: FastifyInstance, area: Area): void {
  const methods = new Map<string, Set<string>>();
  app.addHook('onRoute', (route) => {
    const known = methods.get(route.url) ?? new Set<string>();
    for (const method of Array.isArray(route.method) ? route.method : [route.method]) known.add(method);
    methods.set(route.url, known);
  });
  const areaName = area === 'admin' ? 'administrative' : 'client';
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const allowed = methods.get(path);
    if (allowed) {
      const allow = [...allowed].sort().join(', ');
      const error = new ServiceError(
        405,
        'METHOD_NOT_ALLOWED',
        `${path} in the ${areaName} area takes ${allow}, not ${request.method}.`,
        undefined,
        { allow },
      );
      return reply.status(405).headers(error.headers).send(error.toBody());
    }
    const error = new ServiceError(
      403,
      'NOT_FOUND',
      `There is no operation ${request.method} ${path} in the ${areaName} area.`,
    );
    return reply.status(403).send(error.toBody());
  });
}
