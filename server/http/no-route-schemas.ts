import type { FastifyServerOptions } from 'fastify';

const refusal = (part: string) => (): never => {
  throw new Error(
    `route ${part} schemas are not used by this service: forms are checked with zod (parse-form.ts), answers are built by the routes`,
  );
};

/**
 * Fastify's schema compilers for a service that declares no route schemas. Why: Fastify loads Ajv and
 * fast-json-stringify's compilers for every instance unless given others, 70–90 ms of every start on the
 * loaded two-core machine (issue 20: later demo start), for schemas this service never declares. A route that
 * declares one fails at start with a message saying so, instead of being checked by a second validator.
 */
export const noRouteSchemas: NonNullable<FastifyServerOptions['schemaController']> = {
  compilersFactory: {
    buildValidator: () => refusal('validation'),
    buildSerializer: () => refusal('response'),
  },
};
