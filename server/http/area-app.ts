import cookie from '@fastify/cookie';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { Area } from '../auth/session-store.ts';
import { refuseWhenBusy } from './busy-gate.ts';
import { compressAnswers } from './compress-answers.ts';
import { registerFormBodies } from './form-body.ts';
import { noRouteSchemas } from './no-route-schemas.ts';
import { answerUnknownRoutes } from './unknown-routes.ts';
import type { ServiceContext } from './service-context.ts';
import { ServiceError } from './service-error.ts';
import { languageOf } from './messages.ts';

/** Largest request body accepted (64 KiB): forms of this interface are small. */
export const bodyLimitBytes = 64 * 1024;

const statusCodes: Record<number, ServiceError['code']> = {
  400: 'VALIDATION',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
};

/** Where the service's log lines go besides the default (standard error): a test's own stream. */
export interface AreaAppOptions {
  logStream?: NodeJS.WritableStream | undefined;
}

/** Builds the Fastify app of one area: form bodies, JSON out, errors as `success: false` bodies. */
export async function buildAreaApp(
  ctx: ServiceContext,
  area: Area,
  options: AreaAppOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    // Why stderr: stdout carries the one JSON line scripts read when the service is ready.
    logger:
      ctx.config.logLevel === 'silent'
        ? false
        : { level: ctx.config.logLevel, name: `provider-${area}`, stream: options.logStream ?? process.stderr },
    bodyLimit: bodyLimitBytes,
    schemaController: noRouteSchemas,
    genReqId: () => randomUUID(),
    // Why one hop and only when told: X-Forwarded-For and -Proto are whatever a client writes. With a reverse
    // proxy in front (--trust-proxy), the client is the address that proxy appended, the last one in the header.
    trustProxy: ctx.config.trustProxy ? (_address: string, hop: number) => hop < 1 : false,
  });
  if (ctx.busy) refuseWhenBusy(app, ctx.busy);
  registerFormBodies(app, bodyLimitBytes);
  await app.register(cookie);
  answerUnknownRoutes(app, area);
  compressAnswers(app);

  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    reply.header('x-content-type-options', 'nosniff');
    // Why on the answer's own log line, names only: which extras real clients send is worth knowing; their values are customers' data.
    if (request.ignoredFields?.length) reply.log = reply.log.child({ ignoredFields: request.ignoredFields });
    return payload;
  });

  app.setErrorHandler(async (error: FastifyError | ServiceError, request, reply) => {
    if (error instanceof ServiceError) {
      return reply
        .status(error.status)
        .headers(error.headers)
        .send(error.toBody(languageOf(request)));
    }
    const code = error.statusCode ? statusCodes[error.statusCode] : undefined;
    if (code && error.statusCode) {
      return reply
        .status(error.statusCode)
        .send(new ServiceError(error.statusCode, code, describeFrameworkError(error)).toBody());
    }
    // Why no details: database and programming errors are logged, never shown (no SQL leaks out).
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send(
        new ServiceError(
          500,
          'INTERNAL',
          `Internal error; the service log has the details (reference ${request.id}).`,
        ).toBody(),
      );
  });
  return app;
}

function describeFrameworkError(error: FastifyError): string {
  if (error.statusCode === 413) return `The request body is larger than ${bodyLimitBytes} bytes.`;
  if (error.statusCode === 415) return 'Send the body as application/x-www-form-urlencoded.';
  return `The request could not be read: ${error.message}`;
}
