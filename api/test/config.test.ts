import { ConfigError, loadConfig } from '../src';

describe('loadConfig', () => {
  it('defaults to port 3000 on 0.0.0.0 with the memory store, log mail and demo seed in development', () => {
    const config = loadConfig({ NODE_ENV: 'development' });
    expect(config.port).toBe(3000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.store).toEqual({ kind: 'memory' });
    expect(config.mail.transport).toBe('log');
    expect(config.seedDemo).toBe(true);
    expect(config.warnings.join('\n')).toMatch(/LOST when the process stops/);
    expect(config.warnings.join('\n')).toMatch(/JWT_SECRET is not set/);
  });

  it('logs pretty lines in development only, JSON elsewhere or when LOG_FORMAT=json, and refuses pretty in production', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).logFormat).toBe('pretty');
    expect(loadConfig({ NODE_ENV: 'development', LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(loadConfig({ NODE_ENV: 'test' }).logFormat).toBe('json');
    const production = { NODE_ENV: 'production', MONGODB_URI: 'mongodb://db:27017/powernest', JWT_SECRET: 'x'.repeat(32) };
    expect(loadConfig(production).logFormat).toBe('json');
    expect(() => loadConfig({ ...production, LOG_FORMAT: 'pretty' })).toThrow(/LOG_FORMAT: may not be pretty when NODE_ENV=production/);
  });

  it('chooses MongoDB when MONGODB_URI is set', () => {
    const config = loadConfig({ MONGODB_URI: 'mongodb://db:27017/powernest' });
    // Outside production the API builds the declared indexes itself; in production it only checks them.
    expect(config.store).toEqual({ kind: 'mongo', uri: 'mongodb://db:27017/powernest', indexes: 'sync' });
    expect(config.warnings.join('\n')).not.toMatch(/LOST/);
  });

  it('refuses production without MONGODB_URI and JWT_SECRET, listing both', () => {
    let error: unknown;
    try {
      loadConfig({ NODE_ENV: 'production' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(/MONGODB_URI: required when NODE_ENV=production/);
    expect((error as Error).message).toMatch(/JWT_SECRET: required when NODE_ENV=production/);
  });

  it('refuses production with STORE=memory', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', STORE: 'memory', MONGODB_URI: 'mongodb://db/x', JWT_SECRET: 'x'.repeat(32) }),
    ).toThrow(/MONGODB_URI: required when NODE_ENV=production/);
  });

  it('accepts a complete production config; demo seed is off unless SEED_DEMO=true', () => {
    const env = { NODE_ENV: 'production', MONGODB_URI: 'mongodb://db/x', JWT_SECRET: 'x'.repeat(32) };
    expect(loadConfig(env).seedDemo).toBe(false);
    expect(loadConfig({ ...env, SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig(env).session.cookieSecure).toBe(true);
    // Production never builds indexes as it starts: `npm run migrate` does, under its lock.
    expect(loadConfig(env).store).toEqual({ kind: 'mongo', uri: 'mongodb://db/x', indexes: 'check' });
  });

  it('reports malformed values by variable name', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT:/);
    expect(() => loadConfig({ MAIL_TRANSPORT: 'pigeon' })).toThrow(/MAIL_TRANSPORT:/);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET: must be at least 32 characters/);
    expect(() => loadConfig({ SEED_DEMO: 'maybe' })).toThrow(/SEED_DEMO: must be true or false/);
    expect(() => loadConfig({ ADMIN_NOTIFY_EMAIL: 'nope' })).toThrow(/ADMIN_NOTIFY_EMAIL: must be an e-mail address/);
  });

  it('requires SMTP_URL for the smtp transport and every EmailJS key for emailjs', () => {
    expect(() => loadConfig({ MAIL_TRANSPORT: 'smtp' })).toThrow(/SMTP_URL: required when MAIL_TRANSPORT=smtp/);
    let message = '';
    try {
      loadConfig({ MAIL_TRANSPORT: 'emailjs', EMAILJS_PUBLIC_KEY: 'pk' });
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toMatch(/EMAILJS_SERVICE_ID: required when MAIL_TRANSPORT=emailjs/);
    expect(message).toMatch(/EMAILJS_ADMIN_TEMPLATE_ID: required/);
    expect(message).toMatch(/EMAILJS_USER_TEMPLATE_ID: required/);
    expect(message).not.toMatch(/EMAILJS_PUBLIC_KEY/);
  });

  it('admin sign-in settings: first admin, login rate limit and lockout, with defaults', () => {
    expect(loadConfig({}).admin).toEqual({
      username: 'admin',
      password: undefined,
      passwordMustChange: true,
      loginRateLimit: { max: 10, windowMs: 15 * 60 * 1000 },
      loginIpRateLimit: { max: 30 },
      lockout: { threshold: 5, durationMs: 15 * 60 * 1000 },
    });
    expect(
      loadConfig({
        ADMIN_USERNAME: 'boss',
        ADMIN_PASSWORD: 's3cret-pass',
        LOGIN_RATE_LIMIT_MAX: '20',
        LOGIN_RATE_LIMIT_WINDOW_MS: '60000',
        LOGIN_LOCKOUT_THRESHOLD: '3',
        LOGIN_LOCKOUT_MS: '5000',
        LOGIN_IP_RATE_LIMIT_MAX: '50',
        ADMIN_PASSWORD_MUST_CHANGE: 'false',
      }).admin,
    ).toEqual({
      username: 'boss',
      password: 's3cret-pass',
      passwordMustChange: false,
      loginRateLimit: { max: 20, windowMs: 60000 },
      loginIpRateLimit: { max: 50 },
      lockout: { threshold: 3, durationMs: 5000 },
    });
    const message = (() => {
      try {
        loadConfig({ LOGIN_RATE_LIMIT_MAX: '0', LOGIN_LOCKOUT_THRESHOLD: 'many', LOGIN_LOCKOUT_MS: '10' });
        return '';
      } catch (e) {
        return (e as Error).message;
      }
    })();
    expect(message).toMatch(/LOGIN_RATE_LIMIT_MAX/);
    expect(message).toMatch(/LOGIN_LOCKOUT_THRESHOLD/);
    expect(message).toMatch(/LOGIN_LOCKOUT_MS/);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ MONGODB_URI: '', PORT: '' }).store).toEqual({ kind: 'memory' });
  });
});
