import { ConfigError, parseEnv, servingProblem, servingWarnings } from './env';

const FIREBASE = {
  SITE_BACKEND: 'firebase',
  FIREBASE_PROJECT_ID: 'demo-site',
  FIREBASE_API_KEY: 'web-api-key',
  FIREBASE_AUTH_DOMAIN: 'demo-site.firebaseapp.com',
  FIREBASE_SERVICE_ACCOUNT: '{"type":"service_account"}',
};

describe('parseEnv', () => {
  test('an empty environment is local mode with the documented defaults', () => {
    expect(parseEnv({})).toMatchObject({
      SITE_BACKEND: 'local',
      SITE_URL: 'http://localhost:3000',
      SQLITE_PATH: '.data/site.db',
      SEED_DIR: 'content/seed',
      TRUSTED_PROXY_HOPS: 0,
      NODE_ENV: 'development',
    });
  });

  test('an invalid value names the variable', () => {
    expect(() => parseEnv({ SITE_BACKEND: 'mysql' })).toThrow(ConfigError);
    expect(() => parseEnv({ SITE_BACKEND: 'mysql' })).toThrow(/^Invalid environment variable SITE_BACKEND: /);
    expect(() => parseEnv({ SITE_URL: 'not a url' })).toThrow(/^Invalid environment variable SITE_URL: /);
    expect(() => parseEnv({ TRUSTED_PROXY_HOPS: '11' })).toThrow(/^Invalid environment variable TRUSTED_PROXY_HOPS: /);
    expect(() => parseEnv({ SQLITE_PATH: '' })).toThrow(/^Invalid environment variable SQLITE_PATH: /);
  });

  test.each(['FIREBASE_PROJECT_ID', 'FIREBASE_API_KEY', 'FIREBASE_AUTH_DOMAIN'])('firebase mode without %s stops with a message naming it', (name) => {
    const source: Record<string, string | undefined> = { ...FIREBASE, [name]: undefined };
    expect(() => parseEnv(source)).toThrow(new ConfigError(`SITE_BACKEND=firebase needs ${name} to be set.`));
  });

  test('firebase mode without credentials or an emulator says which variables would do', () => {
    expect(() => parseEnv({ ...FIREBASE, FIREBASE_SERVICE_ACCOUNT: undefined })).toThrow(
      'SITE_BACKEND=firebase needs FIREBASE_SERVICE_ACCOUNT or GOOGLE_APPLICATION_CREDENTIALS (or FIRESTORE_EMULATOR_HOST for the emulator).',
    );
    expect(parseEnv({ ...FIREBASE, FIREBASE_SERVICE_ACCOUNT: undefined, GOOGLE_APPLICATION_CREDENTIALS: '/k.json' }).SITE_BACKEND).toBe('firebase');
  });

  // firebase-admin skips token signature checks when an emulator host is set (research 0.3).
  test.each([
    ['FIRESTORE_EMULATOR_HOST', '127.0.0.1:8080'],
    ['FIREBASE_AUTH_EMULATOR_HOST', '127.0.0.1:9099'],
    ['FIREBASE_STORAGE_EMULATOR_HOST', '127.0.0.1:9199'],
  ])('production refuses %s in firebase mode', (name, value) => {
    expect(() => parseEnv({ ...FIREBASE, NODE_ENV: 'production', [name]: value })).toThrow(
      new ConfigError('Emulator host variables must not be set in production (FIRESTORE_EMULATOR_HOST / FIREBASE_AUTH_EMULATOR_HOST / FIREBASE_STORAGE_EMULATOR_HOST).'),
    );
  });

  test('emulators are fine outside production, and production is fine without them', () => {
    const dev = parseEnv({ ...FIREBASE, FIREBASE_SERVICE_ACCOUNT: undefined, NODE_ENV: 'development', FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' });
    expect(dev.FIREBASE_AUTH_EMULATOR_HOST).toBe('127.0.0.1:9099');
    expect(parseEnv({ ...FIREBASE, NODE_ENV: 'test', FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' }).NODE_ENV).toBe('test');
    expect(parseEnv({ ...FIREBASE, NODE_ENV: 'production' }).NODE_ENV).toBe('production');
  });

  describe('on Firebase App Hosting', () => {
    // What App Hosting sets itself, beside apphosting.yaml's SITE_BACKEND and SITE_URL.
    const APP_HOSTING = {
      SITE_BACKEND: 'firebase',
      SITE_URL: 'https://www.example.com',
      NODE_ENV: 'production',
      FIREBASE_CONFIG: JSON.stringify({ projectId: 'acme-site', storageBucket: 'acme-site.firebasestorage.app' }),
      FIREBASE_WEBAPP_CONFIG: JSON.stringify({ apiKey: 'web-key', authDomain: 'acme-site.firebaseapp.com', projectId: 'acme-site', appId: '1:2:web:3' }),
      K_SERVICE: 'site',
    };

    test("the project and the web app's config come from App Hosting's variables, credentials from Google", () => {
      expect(parseEnv(APP_HOSTING)).toMatchObject({
        FIREBASE_PROJECT_ID: 'acme-site',
        FIREBASE_API_KEY: 'web-key',
        FIREBASE_AUTH_DOMAIN: 'acme-site.firebaseapp.com',
        FIREBASE_APP_ID: '1:2:web:3',
        FIREBASE_CREDENTIALS: 'application-default',
      });
    });

    test('explicit variables win over what App Hosting provides', () => {
      expect(parseEnv({ ...APP_HOSTING, FIREBASE_PROJECT_ID: 'other', FIREBASE_API_KEY: 'other-key' })).toMatchObject({ FIREBASE_PROJECT_ID: 'other', FIREBASE_API_KEY: 'other-key', FIREBASE_AUTH_DOMAIN: 'acme-site.firebaseapp.com' });
    });

    test("at run time without the web app's config (App Hosting gives it to the build only), the variables it held are named", () => {
      expect(() => parseEnv({ ...APP_HOSTING, FIREBASE_WEBAPP_CONFIG: undefined })).toThrow(new ConfigError('SITE_BACKEND=firebase needs FIREBASE_API_KEY to be set.'));
    });

    test('unreadable JSON is an invalid value, and emulators stay refused', () => {
      expect(() => parseEnv({ ...APP_HOSTING, FIREBASE_CONFIG: '{oops' })).toThrow(/^Invalid environment variable FIREBASE_CONFIG: /);
      expect(() => parseEnv({ ...APP_HOSTING, FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' })).toThrow(/Emulator host variables must not be set in production/);
    });

    test('credentials: a key first, then an emulator, then Google application default', () => {
      expect(parseEnv(FIREBASE).FIREBASE_CREDENTIALS).toBe('service-account');
      expect(parseEnv({ ...FIREBASE, FIREBASE_SERVICE_ACCOUNT: undefined, GOOGLE_APPLICATION_CREDENTIALS: '/k.json' }).FIREBASE_CREDENTIALS).toBe('application-default');
      expect(parseEnv({ ...FIREBASE, FIREBASE_SERVICE_ACCOUNT: undefined, FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' }).FIREBASE_CREDENTIALS).toBe('emulator');
      expect(parseEnv({ ...APP_HOSTING, NODE_ENV: 'test', FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' }).FIREBASE_CREDENTIALS).toBe('emulator');
      expect(parseEnv({}).FIREBASE_CREDENTIALS).toBeUndefined();
    });
  });
});

describe('servingProblem', () => {
  const serve = (source: Record<string, string | undefined>) => servingProblem(source, parseEnv(source));
  test('a production site at an https origin must say how many proxies front it', () => {
    expect(serve({ NODE_ENV: 'production', SITE_URL: 'https://www.example.com' })).toMatch(/^TRUSTED_PROXY_HOPS must be set in production/);
    expect(serve({ NODE_ENV: 'production', SITE_URL: 'https://www.example.com', TRUSTED_PROXY_HOPS: '0' })).toBeNull();
    expect(serve({ NODE_ENV: 'production', SITE_URL: 'https://www.example.com', TRUSTED_PROXY_HOPS: '2' })).toBeNull();
  });
  test('a local npm start (http), development and the build are not refused', () => {
    expect(serve({ NODE_ENV: 'production' })).toBeNull();
    expect(serve({ NODE_ENV: 'development', SITE_URL: 'https://www.example.com' })).toBeNull();
    expect(serve({ NODE_ENV: 'production', SITE_URL: 'https://www.example.com', NEXT_PHASE: 'phase-production-build' })).toBeNull();
  });
});

describe('servingWarnings', () => {
  const firebase = { SITE_BACKEND: 'firebase', FIREBASE_CONFIG: JSON.stringify({ projectId: 'p' }), FIREBASE_WEBAPP_CONFIG: JSON.stringify({ apiKey: 'k', authDomain: 'p.firebaseapp.com', projectId: 'p' }) };
  test('a Firebase site in production with no mail server is told its mail waits', () => {
    expect(servingWarnings(parseEnv({ ...firebase, NODE_ENV: 'production', SITE_URL: 'https://www.example.com' }))).toEqual([expect.stringMatching(/^\[mail\] SMTP_URL is not set/)]);
    expect(servingWarnings(parseEnv({ ...firebase, NODE_ENV: 'production', SITE_URL: 'https://www.example.com', SMTP_URL: 'smtps://u:p@smtp.example.com:465' }))).toEqual([]);
    // Locally, mail without a server is written as files.
    expect(servingWarnings(parseEnv({ NODE_ENV: 'production', SITE_URL: 'https://www.example.com' }))).toEqual([]);
  });
});
