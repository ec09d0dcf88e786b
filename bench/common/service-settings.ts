import { serviceConfigSchema, type ServiceConfigInput } from '../../server/config.ts';

/** Passwords of the bench's demo data (the service's defaults). */
export const benchPasswords = { staff: 'admin1234', client: 'cliente123' } as const;

/**
 * The secret key of every bench service: its databases are seeded once, cached and opened again by other processes
 * (and PostgreSQL has no key file), so each start must be given the key their client-area passwords were sealed with.
 */
export const benchSecretKey = Buffer.alloc(32, 42).toString('base64');

/** The provider's time zone the bench runs the service in (the service's default). */
export const benchTimeZone: string = serviceConfigSchema.parse({}).timeZone;

/** Settings of every service the bench starts: free ports, no log output, the demo passwords; `demoClients` > 0 seeds an empty database. */
export function benchServiceSettings(demoClients: number, demoSeed: number): ServiceConfigInput {
  return {
    adminPort: 0,
    clientPort: 0,
    logLevel: 'silent',
    timeZone: benchTimeZone,
    demoClients,
    demoSeed,
    staffPassword: benchPasswords.staff,
    clientPassword: benchPasswords.client,
    secretKey: benchSecretKey,
  };
}
