// Configuration is read and validated once at start-up (ARCHITECTURE "API"). Everything else
// receives the resulting AppConfig and never reads process.env itself.
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { BRAND_CONTACT, MAIL_TRANSPORTS, TEAM_TIME_ZONE_DEFAULT, DAY_MS, HOUR_MS, MINUTE_MS } from '@powernest/domain';
import { parseTrustProxy, type TrustProxy } from './http/trust-proxy';
import { INBOX_CAPS_DEFAULT, type InboxCaps } from './mail/inbox-caps';

/** A route's budget per client: at most `max` requests per `windowMs` (rate-limit.ts: limitedBy). */
export interface RateLimitRule {
  max: number;
  windowMs: number;
}

type NodeEnv = 'development' | 'test' | 'production';
type MailTransportName = 'log' | 'smtp' | 'emailjs';
/** `indexes`: production checks that `npm run migrate` built them; elsewhere the API syncs them itself (OpenMongoOptions). */
export type StoreConfig = { kind: 'memory' } | { kind: 'mongo'; uri: string; indexes: 'sync' | 'check' };

export interface EmailJsConfig {
  publicKey: string;
  privateKey?: string;
  serviceId: string;
  adminTemplateId: string;
  userTemplateId: string;
  /** The EmailJS REST endpoint; overridable so tests can point it at a local server. */
  endpoint: string;
}

export interface AppConfig {
  env: NodeEnv;
  port: number;
  host: string;
  logLevel: string;
  /** `pretty`: one coloured line per entry through pino-pretty (development); `json`: pino's lines as they are. */
  logFormat: 'json' | 'pretty';
  store: StoreConfig;
  /** Seed demo partners into an empty store on start-up. */
  seedDemo: boolean;
  jwtSecret: string;
  admin: {
    username: string;
    password?: string;
    /** Whether the first admin must replace ADMIN_PASSWORD before anything else (always in production). */
    passwordMustChange: boolean;
    /** Login attempts per IP + username per window, then 429. */
    loginRateLimit: { max: number; windowMs: number };
    /** Login attempts per IP whatever the username, in the same window, then 429. */
    loginIpRateLimit: { max: number };
    /** Failed logins for one account from one source that lock that pair, and the first lock's length (it doubles after). */
    lockout: { threshold: number; durationMs: number };
  };
  /** At most `concurrency` password hashes at once, `queue` waiting; more are refused (429). */
  passwordHashing: { concurrency: number; queue: number };
  /** scrypt cost parameter N (a power of two). */
  passwordHashCost: number;
  session: { ttlMs: number; cookieSecure: boolean };
  http: {
    bodyLimit: number;
    /** Proxies in front of the API whose X-Forwarded-For is believed: a hop count or addresses, never "all". */
    trustProxy: TrustProxy;
    /** Extra origins (besides the request's own host) allowed to call the API from a browser. */
    allowedOrigins: string[];
  };
  leadsRateLimit: RateLimitRule;
  /** GET /api/partners per IP per minute (the public list is the one read an attacker can make expensive). */
  partnersRateLimit: RateLimitRule;
  /** Map tiles per IP per minute: a pan or zoom asks for several at once (issue #14). */
  partnerTilesRateLimit: RateLimitRule;
  mail: {
    transport: MailTransportName;
    from: string;
    adminNotifyEmail: string;
    contactPhone: string;
    contactEmail: string;
    smtpUrl?: string;
    emailjs?: EmailJsConfig;
    maxAttempts: number;
    retryBaseMs: number;
    /** E-mails of each kind one inbox may get in a day (confirmations: CONFIRMATION_EMAILS_PER_DAY). */
    inboxCaps: InboxCaps;
    /** 0 disables the background poll (tests drive the worker by hand). */
    pollIntervalMs: number;
    /** Time zone for submission_date / submission_time in the admin e-mail. */
    timeZone: string;
    /** Where links in e-mails point (an applicant's status page): SITE_ORIGIN, else this server. */
    siteOrigin: string;
  };
  /** Things the operator must hear about at start-up (memory store, generated secret). */
  warnings: string[];
}

/** Thrown by loadConfig; the message lists every problem, one per line. */
export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

// Empty strings count as "not set": docker-compose and .env files often pass VAR= .
const optionalText = z.preprocess((v) => (v === '' ? undefined : v), z.string().trim().min(1).optional());
const booleanFlag = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
    .transform((v) => v === 'true' || v === '1' || v === 'yes')
    .optional(),
);
const int = (min: number, max: number) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(min).max(max).optional());

const envSchema = z.object({
  NODE_ENV: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(['development', 'test', 'production']).default('development'),
  ),
  PORT: int(0, 65535),
  HOST: optionalText,
  LOG_LEVEL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  ),
  LOG_FORMAT: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['json', 'pretty']).optional()),
  MONGODB_URI: optionalText.refine((v) => v === undefined || /^mongodb(\+srv)?:\/\//.test(v), {
    message: 'must start with mongodb:// or mongodb+srv://',
  }),
  STORE: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['memory', 'mongo']).optional()),
  SEED_DEMO: booleanFlag,
  JWT_SECRET: optionalText.refine((v) => v === undefined || v.length >= 32, {
    message: 'must be at least 32 characters',
  }),
  ADMIN_USERNAME: optionalText,
  ADMIN_PASSWORD: optionalText,
  ADMIN_PASSWORD_MUST_CHANGE: booleanFlag,
  PASSWORD_HASH_CONCURRENCY: int(1, 64),
  PASSWORD_HASH_QUEUE: int(0, 10_000),
  LOGIN_RATE_LIMIT_MAX: int(1, 100_000),
  LOGIN_RATE_LIMIT_WINDOW_MS: int(1000, DAY_MS),
  LOGIN_IP_RATE_LIMIT_MAX: int(1, 100_000),
  LOGIN_LOCKOUT_THRESHOLD: int(1, 1000),
  LOGIN_LOCKOUT_MS: int(1000, DAY_MS),
  PASSWORD_HASH_COST: int(1024, 1 << 20).refine((v) => v === undefined || (v & (v - 1)) === 0, {
    message: 'must be a power of two (scrypt N), e.g. 16384',
  }),
  SESSION_TTL_HOURS: int(1, 24 * 365),
  COOKIE_SECURE: booleanFlag,
  BODY_LIMIT_BYTES: int(1024, 10 * 1024 * 1024),
  TRUST_PROXY: optionalText,
  ALLOWED_ORIGINS: optionalText,
  LEADS_RATE_LIMIT_MAX: int(1, 100_000),
  LEADS_RATE_LIMIT_WINDOW_MS: int(1000, DAY_MS),
  PARTNERS_RATE_LIMIT_MAX: int(1, 1_000_000),
  PARTNER_TILES_RATE_LIMIT_MAX: int(1, 1_000_000),
  CONFIRMATION_EMAILS_PER_DAY: int(0, 1000),
  MAIL_TRANSPORT: z.preprocess((v) => (v === '' ? undefined : v), z.enum(MAIL_TRANSPORTS).default('log')),
  MAIL_FROM: optionalText,
  ADMIN_NOTIFY_EMAIL: optionalText.pipe(z.email({ error: 'must be an e-mail address' }).optional()),
  CONTACT_PHONE: optionalText,
  SITE_ORIGIN: optionalText.refine((v) => v === undefined || /^https?:\/\/[^/]+$/.test(v.replace(/\/$/, '')), { message: 'must be an origin like https://www.example.com' }),
  CONTACT_EMAIL: optionalText.pipe(z.email({ error: 'must be an e-mail address' }).optional()),
  SMTP_URL: optionalText.refine((v) => v === undefined || /^smtps?:\/\//.test(v), {
    message: 'must start with smtp:// or smtps://',
  }),
  EMAILJS_PUBLIC_KEY: optionalText,
  EMAILJS_PRIVATE_KEY: optionalText,
  EMAILJS_SERVICE_ID: optionalText,
  EMAILJS_ADMIN_TEMPLATE_ID: optionalText,
  EMAILJS_USER_TEMPLATE_ID: optionalText,
  EMAILJS_API_URL: optionalText,
  MAIL_MAX_ATTEMPTS: int(1, 50),
  MAIL_RETRY_BASE_MS: int(0, DAY_MS),
  MAIL_POLL_INTERVAL_MS: int(0, HOUR_MS),
  MAIL_TIME_ZONE: optionalText,
});

const DEV_MEMORY_WARNING =
  'NO DATABASE CONFIGURED: using the in-memory store. Every lead, partner and session is LOST when the process stops. Set MONGODB_URI to keep data.';

/** Reads and validates all configuration. Throws ConfigError listing every problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const e = parsed.data;
  const problems: string[] = [];
  const warnings: string[] = [];
  const production = e.NODE_ENV === 'production';

  // Store: MONGODB_URI means mongo unless STORE=memory says otherwise (tests use that).
  let store: StoreConfig;
  if (e.STORE === 'memory' || (!e.STORE && !e.MONGODB_URI)) {
    store = { kind: 'memory' };
    if (production) {
      problems.push('MONGODB_URI: required when NODE_ENV=production (the memory store loses all data on restart)');
    } else if (e.NODE_ENV !== 'test') {
      warnings.push(DEV_MEMORY_WARNING);
    }
  } else if (!e.MONGODB_URI) {
    problems.push('MONGODB_URI: required when STORE=mongo');
    store = { kind: 'memory' };
  } else {
    store = { kind: 'mongo', uri: e.MONGODB_URI, indexes: production ? 'check' : 'sync' };
  }

  let jwtSecret = e.JWT_SECRET;
  if (!jwtSecret) {
    if (production) problems.push('JWT_SECRET: required when NODE_ENV=production (at least 32 characters)');
    else if (e.NODE_ENV !== 'test')
      warnings.push('JWT_SECRET is not set: using a random secret, so sessions end when the process restarts.');
    jwtSecret = randomBytes(32).toString('hex');
  }

  const trustProxy = parseTrustProxy(e.TRUST_PROXY);
  if (trustProxy.problem) problems.push(`TRUST_PROXY: ${trustProxy.problem}`);
  if (production && e.ADMIN_PASSWORD_MUST_CHANGE === false) {
    problems.push('ADMIN_PASSWORD_MUST_CHANGE: may not be false when NODE_ENV=production (the start-up password is in the environment; the admin must replace it)');
  }

  if (production && e.LOG_FORMAT === 'pretty') {
    // pino-pretty is a devDependency: the production image does not have it, and log collectors read JSON.
    problems.push('LOG_FORMAT: may not be pretty when NODE_ENV=production (production logs are JSON)');
  }

  let emailjs: EmailJsConfig | undefined;
  if (e.MAIL_TRANSPORT === 'smtp' && !e.SMTP_URL) {
    problems.push('SMTP_URL: required when MAIL_TRANSPORT=smtp (e.g. smtp://user:pass@mail.example.com:587)');
  }
  if (e.MAIL_TRANSPORT === 'emailjs') {
    const missing = (
      ['EMAILJS_PUBLIC_KEY', 'EMAILJS_SERVICE_ID', 'EMAILJS_ADMIN_TEMPLATE_ID', 'EMAILJS_USER_TEMPLATE_ID'] as const
    ).filter((name) => !e[name]);
    for (const name of missing) problems.push(`${name}: required when MAIL_TRANSPORT=emailjs`);
    if (missing.length === 0) {
      emailjs = {
        publicKey: e.EMAILJS_PUBLIC_KEY!,
        privateKey: e.EMAILJS_PRIVATE_KEY,
        serviceId: e.EMAILJS_SERVICE_ID!,
        adminTemplateId: e.EMAILJS_ADMIN_TEMPLATE_ID!,
        userTemplateId: e.EMAILJS_USER_TEMPLATE_ID!,
        endpoint: e.EMAILJS_API_URL ?? 'https://api.emailjs.com/api/v1.0/email/send',
      };
    }
  }

  if (problems.length > 0) throw new ConfigError(problems);

  return {
    env: e.NODE_ENV,
    port: e.PORT ?? 3000,
    host: e.HOST ?? '0.0.0.0',
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    logFormat: e.LOG_FORMAT ?? (e.NODE_ENV === 'development' ? 'pretty' : 'json'),
    store,
    seedDemo: e.SEED_DEMO ?? !production,
    jwtSecret,
    admin: {
      username: e.ADMIN_USERNAME ?? 'admin',
      password: e.ADMIN_PASSWORD,
      passwordMustChange: e.ADMIN_PASSWORD_MUST_CHANGE ?? true,
      loginRateLimit: { max: e.LOGIN_RATE_LIMIT_MAX ?? 10, windowMs: e.LOGIN_RATE_LIMIT_WINDOW_MS ?? 15 * 60 * 1000 },
      loginIpRateLimit: { max: e.LOGIN_IP_RATE_LIMIT_MAX ?? 30 },
      lockout: { threshold: e.LOGIN_LOCKOUT_THRESHOLD ?? 5, durationMs: e.LOGIN_LOCKOUT_MS ?? 15 * 60 * 1000 },
    },
    passwordHashCost: e.PASSWORD_HASH_COST ?? (e.NODE_ENV === 'test' ? 1024 : 16384),
    // Half the cores (and at most two of libuv's four threads): the rest keep serving pages and
    // reading files while a flood is refused.
    passwordHashing: { concurrency: e.PASSWORD_HASH_CONCURRENCY ?? Math.min(2, Math.max(1, Math.floor(availableParallelism() / 2))), queue: e.PASSWORD_HASH_QUEUE ?? 8 },
    session: {
      ttlMs: (e.SESSION_TTL_HOURS ?? 24 * 7) * HOUR_MS,
      cookieSecure: e.COOKIE_SECURE ?? production,
    },
    http: {
      bodyLimit: e.BODY_LIMIT_BYTES ?? 64 * 1024,
      trustProxy: trustProxy.value,
      allowedOrigins: (e.ALLOWED_ORIGINS ?? '')
        .split(',')
        .map((o) => o.trim().replace(/\/$/, ''))
        .filter(Boolean),
    },
    leadsRateLimit: {
      max: e.LEADS_RATE_LIMIT_MAX ?? 10,
      windowMs: e.LEADS_RATE_LIMIT_WINDOW_MS ?? 10 * 60 * 1000,
    },
    partnersRateLimit: { max: e.PARTNERS_RATE_LIMIT_MAX ?? 300, windowMs: MINUTE_MS },
    partnerTilesRateLimit: { max: e.PARTNER_TILES_RATE_LIMIT_MAX ?? 1200, windowMs: MINUTE_MS },
    mail: {
      transport: e.MAIL_TRANSPORT,
      from: e.MAIL_FROM ?? 'PowerNest <no-reply@powernest.example>',
      adminNotifyEmail: e.ADMIN_NOTIFY_EMAIL ?? BRAND_CONTACT.email,
      contactPhone: e.CONTACT_PHONE ?? BRAND_CONTACT.phone,
      contactEmail: e.CONTACT_EMAIL ?? BRAND_CONTACT.email,
      smtpUrl: e.SMTP_URL,
      emailjs,
      // 30 s, 1, 2, 4 ... minutes, then hourly: about 4 hours of trying before a message is failed
      // (an admin can still send it again from the lead's page).
      maxAttempts: e.MAIL_MAX_ATTEMPTS ?? 12,
      retryBaseMs: e.MAIL_RETRY_BASE_MS ?? 30_000,
      inboxCaps: { ...INBOX_CAPS_DEFAULT, confirmations: e.CONFIRMATION_EMAILS_PER_DAY ?? INBOX_CAPS_DEFAULT.confirmations },
      pollIntervalMs: e.MAIL_POLL_INTERVAL_MS ?? (e.NODE_ENV === 'test' ? 0 : 5_000),
      timeZone: e.MAIL_TIME_ZONE ?? TEAM_TIME_ZONE_DEFAULT,
      siteOrigin: e.SITE_ORIGIN?.replace(/\/$/, '') ?? `http://localhost:${e.PORT ?? 3000}`,
    },
    warnings,
  };
}

/** One line for start-up output: how data is stored. */
export function describeStore(config: AppConfig): string {
  if (config.store.kind === 'mongo') return `MongoDB (${redactUri(config.store.uri)})`;
  return 'in-memory store (data is lost on restart)';
}

/** Hides credentials in a connection string before it is printed. */
function redactUri(uri: string): string {
  return uri.replace(/\/\/([^@/]+)@/, '//***@');
}
