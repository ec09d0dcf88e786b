import { z } from 'zod';

/** The demo's own passwords, public in the README: accepted only on loopback addresses. */
export const demoPasswords = { staff: 'admin1234', client: 'cliente123' } as const;

/** Demo clients seeded with `--demo` when `--demo-clients` is not given. */
export const defaultDemoClients = 500;

/** The words a switch takes: true/false, 1/0, yes/no. */
const switchWords = ['true', 'false', '1', '0', 'yes', 'no'] as const;

// A switch: `--flag` alone, `--flag=true|false` or `--flag false`; in the environment true/false, 1/0, yes/no.
const switchOf = (fallback: boolean) =>
  z
    .union([z.boolean(), z.enum(switchWords)])
    .transform((value) => value === true || value === 'true' || value === '1' || value === 'yes')
    .default(fallback);
const switchSetting = switchOf(false);

const settingsSchema = z.object({
  adminPort: z.coerce.number().int().min(0).max(65535).default(8080),
  clientPort: z.coerce.number().int().min(0).max(65535).default(80),
  host: z.string().default('127.0.0.1'),
  adminPrefix: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, 'must be a path segment')
    .default('admin_ctl'),
  cookieName: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, 'must be a cookie name')
    .default('SessionCookie'),
  dataDir: z.string().optional(),
  databaseUrl: z.string().optional(),
  demo: switchSetting,
  demoClients: z.coerce.number().int().min(0).max(1_000_000).optional(),
  demoSeed: z.coerce.number().int().default(1),
  /** A ready-made demo database (`npm run build` makes dist/demo/demo-db.tar.gz): the first start restores it instead of seeding. */
  demoTemplate: z.string().optional(),
  staffPassword: z.string().min(8).default(demoPasswords.staff),
  clientPassword: z.string().min(8).max(16).default(demoPasswords.client),
  /**
   * The key client-area passwords are sealed with (32 bytes, base64 or hex; server/auth/secret-key.ts). Required
   * with PostgreSQL; PGlite keeps one in its data directory. Best given in the environment (PROVIDER_SECRET_KEY),
   * where other users of the machine cannot read it from the process list.
   */
  secretKey: z.string().optional(),
  timeZone: z.string().default('America/Sao_Paulo'),
  sessionIdleMinutes: z.coerce
    .number()
    .int()
    .min(1)
    .default(12 * 60),
  sessionLifetimeDays: z.coerce.number().int().min(1).default(30),
  loginFreeAttempts: z.coerce.number().int().min(1).default(5),
  loginBaseDelaySeconds: z.coerce.number().min(0).default(1),
  cookieSecure: switchSetting,
  trustProxy: switchSetting,
  /** HTTP Basic authentication per request, besides the session cookie; off for deployments that want cookies only. */
  basicAuth: switchOf(true),
  /** A folder for Node's compile cache of the service's modules (read by server/main.ts before they load). */
  compileCache: z.string().optional(),
  /** `off`: PGlite's WebAssembly runs on V8's baseline compiler only (server/main.ts; the demo's choice, see startup-switches.ts). */
  wasmTiering: z.enum(['on', 'off']).default('on'),
  logLevel: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('warn'),
});

/**
 * Settings of the provider service; every one has a command-line flag and an environment variable.
 * Demo mode is asked for with `--demo` (500 clients) or with `--demo-clients N` (N > 0; the app's demo
 * controller passes 2000): only then is an empty database seeded. Without either the service seeds nothing.
 */
export const serviceConfigSchema = settingsSchema.transform((settings) => {
  const demo = settings.demo || (settings.demoClients ?? 0) > 0;
  return { ...settings, demo, demoClients: settings.demoClients ?? (demo ? defaultDemoClients : 0) };
});

/** Settings of the provider service after defaults. */
export type ServiceConfig = z.infer<typeof serviceConfigSchema>;
/** Settings as given by a caller; omitted ones take their defaults. */
export type ServiceConfigInput = z.input<typeof serviceConfigSchema>;

/** Flag name → setting; the environment variable is `PROVIDER_` + the flag in upper snake case. */
export const configFlags: Record<string, keyof ServiceConfig> = {
  'admin-port': 'adminPort',
  'client-port': 'clientPort',
  host: 'host',
  'admin-prefix': 'adminPrefix',
  'cookie-name': 'cookieName',
  'data-dir': 'dataDir',
  'database-url': 'databaseUrl',
  demo: 'demo',
  'demo-clients': 'demoClients',
  'demo-seed': 'demoSeed',
  'demo-template': 'demoTemplate',
  'staff-password': 'staffPassword',
  'client-password': 'clientPassword',
  'secret-key': 'secretKey',
  'time-zone': 'timeZone',
  'session-idle-minutes': 'sessionIdleMinutes',
  'session-lifetime-days': 'sessionLifetimeDays',
  'login-free-attempts': 'loginFreeAttempts',
  'login-base-delay-seconds': 'loginBaseDelaySeconds',
  'cookie-secure': 'cookieSecure',
  'trust-proxy': 'trustProxy',
  'basic-auth': 'basicAuth',
  'log-level': 'logLevel',
  'compile-cache': 'compileCache',
  'wasm-tiering': 'wasmTiering',
};

/** Flags that are switches: given alone they mean true (`--demo`), or `--demo=false`, or `--demo false`. */
const switchFlags = new Set(['demo', 'cookie-secure', 'trust-proxy', 'basic-auth']);

/** Reads settings from `--flag value` / `--flag=value` arguments over environment variables; `DATABASE_URL` also works. */
export function readServiceConfig(argv: readonly string[], env: Record<string, string | undefined>): ServiceConfig {
  const raw: Record<string, string> = {};
  for (const [flag, key] of Object.entries(configFlags)) {
    const value = env[`PROVIDER_${flag.toUpperCase().replaceAll('-', '_')}`];
    if (value !== undefined && value !== '') raw[key] = value;
  }
  if (env.DATABASE_URL && !raw.databaseUrl) raw.databaseUrl = env.DATABASE_URL;
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index] ?? '';
    const match = /^--([a-z-]+)(?:=(.*))?$/.exec(arg);
    const key = match ? configFlags[match[1] ?? ''] : undefined;
    if (!match || !key)
      throw new Error(
        `unknown argument ${arg}; known flags: ${Object.keys(configFlags)
          .map((flag) => `--${flag}`)
          .join(', ')}`,
      );
    if (switchFlags.has(match[1] ?? '')) {
      // Why the next word only when it is a switch word: `--demo --admin-port 0` keeps meaning what it did.
      const next = argv[index + 1];
      const spaced = match[2] === undefined && next !== undefined && (switchWords as readonly string[]).includes(next);
      raw[key] = match[2] ?? (spaced ? next : 'true');
      if (spaced) index += 1;
      continue;
    }
    const value = match[2] ?? argv[index + 1];
    if (match[2] === undefined) index += 1;
    if (value === undefined) throw new Error(`--${match[1]} needs a value`);
    raw[key] = value;
  }
  const parsed = serviceConfigSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`invalid settings: ${problems.join('; ')}`);
  }
  return parsed.data;
}
