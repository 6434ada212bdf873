import path from 'node:path';
import { readBillingConfig } from './billing/billingConfig';
import { CONFIG_VARIABLES, loadConfig } from './config';

describe('loadConfig', () => {
  it('has embedded defaults for everything', () => {
    const config = loadConfig({});
    expect(config).toEqual({
      port: 8000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      dataDir: path.resolve(__dirname, '..', '..', 'data'),
      logLevel: 'info',
      demoEmail: 'demo@petcare.local',
      demoPassword: 'petcare-demo-2026',
      adminEmail: 'admin@petcare.local',
      adminPassword: 'petcare-admin-2026',
      superAdminEmail: 'superadmin@petcare.local',
      superAdminPassword: 'petcare-super-2026',
      vetEmail: 'vet@petcare.local',
      vetPassword: 'petcare-vet-2026',
      seedExtraPath: undefined,
      publicUrl: 'http://localhost:8000',
      publicUrlIsSet: false,
      allowedHosts: [],
      trustProxy: false,
      mail: {
        transport: 'outbox',
        smtpUrl: undefined,
        from: 'PetCare <no-reply@petcare.local>',
        outboxCopy: true,
      },
      sms: { provider: 'outbox', twilio: undefined },
      oidcProviders: {},
      buildHookUrl: undefined,
      supportEmail: 'support@petcare.local',
      realtime: {
        enabled: true,
        appId: 'petcare',
        key: 'petcare-local-key',
        secret: 'petcare-local-secret',
        host: null,
        port: null,
        scheme: 'http',
        cluster: null,
        embedded: true,
      },
      database: {
        connectTimeoutMs: 5000,
        statementTimeoutMs: 10_000,
        idleInTransactionTimeoutMs: 10_000,
        healthTimeoutMs: 1000,
      },
      siteRebuild: { retryMinMs: 5000, retryMaxMs: 300_000, checkIntervalMs: 60_000 },
      files: {
        storage: {
          driver: 'local',
          root: path.resolve(__dirname, '..', '..', 'data', 'uploads'),
          timeoutMs: 20_000,
        },
        urlSecret: 'petcare-local-file-url-secret',
      },
      jobs: { enabled: true, intervalMs: 60_000 },
      keeperData: { deletionGraceDays: 14, exportLinkMinutes: 15 },
      reminders: { linkSecret: 'petcare-local-reminder-link-secret' },
      operator: {
        legalName: null,
        address: null,
        phone: null,
        responsiblePerson: null,
        invoiceRegistrationNumber: null,
      },
      ai: {
        model: null,
        vision: false,
        chatFreeDailyLimit: 10,
        chatMessagesPerMinute: 6,
        reportsPerDay: 10,
        streamPaceMs: 12,
      },
      billing: readBillingConfig({}),
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '9090',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://app:s3cret@db:5432/petcare',
      DATA_DIR: '/var/lib/petcare',
      LOG_LEVEL: 'DEBUG',
      DEMO_EMAIL: 'Demo@Example.com',
      DEMO_PASSWORD: 'another-password',
      ADMIN_EMAIL: 'root@example.com',
      ADMIN_PASSWORD: 'admin-password',
      SUPER_ADMIN_EMAIL: 'chief@example.com',
      SUPER_ADMIN_PASSWORD: 'chief-password',
      VET_EMAIL: 'vet@example.com',
      VET_PASSWORD: 'vet-password',
      PETCARE_SEED_EXTRA: '/tmp/extra.json',
      PUBLIC_URL: 'https://petcare.example/',
      ALLOWED_HOSTS: 'petcare.example, www.petcare.example',
      TRUST_PROXY: 'true',
      MAIL_SMTP_URL: 'smtp://mailer:secret@mail.example:587',
      MAIL_FROM: 'PetCare <hello@petcare.example>',
      MAIL_OUTBOX_COPY: '1',
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: 'AC123',
      TWILIO_AUTH_TOKEN: 'twilio-token',
      TWILIO_FROM: '+15550100000',
      OIDC_GOOGLE_ISSUER: 'https://accounts.google.com',
      OIDC_GOOGLE_CLIENT_ID: 'google-client',
      OIDC_GOOGLE_CLIENT_SECRET: 'google-secret',
      BUILD_HOOK_URL: 'https://ci.example/hooks/build',
      SUPPORT_EMAIL: 'Help@PetCare.example',
      REALTIME_ENABLED: 'true',
      PUSHER_APP_ID: '1234567',
      PUSHER_APP_KEY: 'hosted-key',
      PUSHER_APP_SECRET: 'hosted-secret',
      PUSHER_HOST: 'ws.petcare.example',
      PUSHER_PORT: '443',
      PUSHER_SCHEME: 'https',
      PUSHER_CLUSTER: 'eu',
      DATABASE_CONNECT_TIMEOUT_MS: '2000',
      DATABASE_STATEMENT_TIMEOUT_MS: '30000',
      DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: '60000',
      DATABASE_HEALTH_TIMEOUT_MS: '500',
      SITE_REBUILD_RETRY_MIN_MS: '1000',
      SITE_REBUILD_RETRY_MAX_MS: '60000',
      SITE_REBUILD_CHECK_INTERVAL_MS: '30000',
      FILE_URL_SECRET: 'a-long-production-secret',
      REMINDER_LINK_SECRET: 'a-long-reminder-link-secret',
      STORAGE_LOCAL_DIR: '/srv/petcare-files',
      JOBS_ENABLED: 'false',
      JOBS_INTERVAL_MS: '15000',
      ACCOUNT_DELETION_GRACE_DAYS: '30',
      DATA_EXPORT_LINK_MINUTES: '60',
      OPERATOR_LEGAL_NAME: '株式会社ペットケア',
      OPERATOR_ADDRESS: '〒150-0001 東京都渋谷区神宮前1-2-3',
      OPERATOR_PHONE: '03-1234-5678',
      OPERATOR_RESPONSIBLE_PERSON: '山田太郎',
      INVOICE_REGISTRATION_NUMBER: 'T1234567890123',
    });
    expect(config).toEqual({
      port: 9090,
      host: '0.0.0.0',
      databaseUrl: 'postgres://app:s3cret@db:5432/petcare',
      dataDir: '/var/lib/petcare',
      logLevel: 'debug',
      demoEmail: 'demo@example.com',
      demoPassword: 'another-password',
      adminEmail: 'root@example.com',
      adminPassword: 'admin-password',
      superAdminEmail: 'chief@example.com',
      superAdminPassword: 'chief-password',
      vetEmail: 'vet@example.com',
      vetPassword: 'vet-password',
      seedExtraPath: '/tmp/extra.json',
      publicUrl: 'https://petcare.example',
      publicUrlIsSet: true,
      allowedHosts: ['petcare.example', 'www.petcare.example'],
      trustProxy: true,
      mail: {
        transport: 'smtp',
        smtpUrl: 'smtp://mailer:secret@mail.example:587',
        from: 'PetCare <hello@petcare.example>',
        outboxCopy: true,
      },
      sms: {
        provider: 'twilio',
        twilio: {
          accountSid: 'AC123',
          authToken: 'twilio-token',
          from: '+15550100000',
          apiUrl: 'https://api.twilio.com',
        },
      },
      oidcProviders: {
        google: {
          issuer: 'https://accounts.google.com',
          clientId: 'google-client',
          clientSecret: 'google-secret',
        },
      },
      buildHookUrl: 'https://ci.example/hooks/build',
      supportEmail: 'help@petcare.example',
      realtime: {
        enabled: true,
        appId: '1234567',
        key: 'hosted-key',
        secret: 'hosted-secret',
        host: 'ws.petcare.example',
        port: 443,
        scheme: 'https',
        cluster: 'eu',
        embedded: false,
      },
      database: {
        connectTimeoutMs: 2000,
        statementTimeoutMs: 30_000,
        idleInTransactionTimeoutMs: 60_000,
        healthTimeoutMs: 500,
      },
      siteRebuild: { retryMinMs: 1000, retryMaxMs: 60_000, checkIntervalMs: 30_000 },
      files: {
        storage: { driver: 'local', root: '/srv/petcare-files', timeoutMs: 20_000 },
        urlSecret: 'a-long-production-secret',
      },
      jobs: { enabled: false, intervalMs: 15_000 },
      keeperData: { deletionGraceDays: 30, exportLinkMinutes: 60 },
      reminders: { linkSecret: 'a-long-reminder-link-secret' },
      operator: {
        legalName: '株式会社ペットケア',
        address: '〒150-0001 東京都渋谷区神宮前1-2-3',
        phone: '03-1234-5678',
        responsiblePerson: '山田太郎',
        invoiceRegistrationNumber: 'T1234567890123',
      },
      ai: {
        model: null,
        vision: false,
        chatFreeDailyLimit: 10,
        chatMessagesPerMinute: 6,
        reportsPerDay: 10,
        streamPaceMs: 12,
      },
      billing: expect.objectContaining({ provider: 'sandbox' }),
    });
  });

  it('turns realtime off, or points it at a hosted service instead of the embedded server', () => {
    expect(loadConfig({ REALTIME_ENABLED: 'false' }).realtime).toMatchObject({
      enabled: false,
      embedded: false,
    });
    expect(loadConfig({ PUSHER_HOST: 'soketi.internal' }).realtime).toMatchObject({
      host: 'soketi.internal',
      port: null,
      scheme: 'https',
      embedded: false,
    });
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: ' ' })).toMatchObject({
      port: 8000,
      databaseUrl: undefined,
    });
  });

  it.each([
    [{ PORT: 'abc' }, /^PORT must be an integer between 1 and 65535, got "abc"\.$/],
    [{ PORT: '70000' }, /^PORT must be/],
    [{ PORT: '80.5' }, /^PORT must be/],
    [{ LOG_LEVEL: 'loud' }, /^LOG_LEVEL must be one of/],
    [{ DATABASE_URL: 'not a url' }, /^DATABASE_URL must be a URL/],
    [
      { DATABASE_URL: 'mysql://db/x' },
      /^DATABASE_URL must start with postgres:\/\/ or postgresql:\/\//,
    ],
    [{ PUBLIC_URL: 'ftp://x' }, /^PUBLIC_URL must start with http:\/\/ or https:\/\//],
    [{ DEMO_EMAIL: 'nobody' }, /^DEMO_EMAIL must be an e-mail address/],
    [{ SUPPORT_EMAIL: 'support' }, /^SUPPORT_EMAIL must be an e-mail address/],
    [{ DEMO_PASSWORD: 'short' }, /^DEMO_PASSWORD must be at least 8 characters/],
    [{ ADMIN_PASSWORD: '1234' }, /^ADMIN_PASSWORD must be at least 8 characters/],
    [{ VET_PASSWORD: 'short' }, /^VET_PASSWORD must be at least 8 characters/],
    [{ TRUST_PROXY: 'maybe' }, /^TRUST_PROXY must be true or false/],
    [{ MAIL_TRANSPORT: 'pigeon' }, /^MAIL_TRANSPORT must be one of outbox, smtp/],
    [{ MAIL_TRANSPORT: 'smtp' }, /^MAIL_TRANSPORT=smtp needs MAIL_SMTP_URL/],
    [{ MAIL_SMTP_URL: 'http://mail' }, /^MAIL_SMTP_URL must start with smtp:\/\/ or smtps:\/\//],
    [{ SMS_PROVIDER: 'twilio' }, /^SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID/],
    [{ OIDC_APPLE_CLIENT_ID: 'x' }, /^OIDC_APPLE_ISSUER, OIDC_APPLE_CLIENT_ID and/],
    [{ BUILD_HOOK_URL: 'ftp://x' }, /^BUILD_HOOK_URL must start with http/],
    [{ REALTIME_ENABLED: 'yes' }, /^REALTIME_ENABLED must be true or false/],
    [{ PUSHER_APP_KEY: 'a/b' }, /^PUSHER_APP_KEY must be letters, digits/],
    [{ PUSHER_HOST: 'https://x' }, /^PUSHER_HOST must be a host name/],
    [{ PUSHER_HOST: 'x', PUSHER_PORT: '0' }, /^PUSHER_PORT must be an integer/],
    [{ PUSHER_PORT: '6001' }, /^PUSHER_PORT needs PUSHER_HOST/],
    [{ PUSHER_HOST: 'x', PUSHER_SCHEME: 'ws' }, /^PUSHER_SCHEME must be one of http, https/],
    [
      { DATABASE_STATEMENT_TIMEOUT_MS: '10s' },
      /^DATABASE_STATEMENT_TIMEOUT_MS must be a whole number between 100 and 600000, got "10s"\.$/,
    ],
    [{ DATABASE_CONNECT_TIMEOUT_MS: '0' }, /^DATABASE_CONNECT_TIMEOUT_MS must be a whole number/],
    [{ DATABASE_HEALTH_TIMEOUT_MS: '-5' }, /^DATABASE_HEALTH_TIMEOUT_MS must be a whole number/],
    [
      { SITE_REBUILD_RETRY_MIN_MS: '9000', SITE_REBUILD_RETRY_MAX_MS: '1000' },
      /^SITE_REBUILD_RETRY_MAX_MS must not be below SITE_REBUILD_RETRY_MIN_MS/,
    ],
  ])('rejects %p with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('outbox stays the mail transport when asked for, even with an SMTP URL', () => {
    expect(
      loadConfig({ MAIL_TRANSPORT: 'outbox', MAIL_SMTP_URL: 'smtp://localhost:2525' }).mail,
    ).toMatchObject({ transport: 'outbox' });
  });

  it('keeps no outbox copy of SMTP mail unless MAIL_OUTBOX_COPY is true', () => {
    const smtp = { MAIL_SMTP_URL: 'smtp://localhost:2525' };
    expect(loadConfig(smtp).mail.outboxCopy).toBe(false);
    expect(loadConfig({ ...smtp, MAIL_OUTBOX_COPY: 'false' }).mail.outboxCopy).toBe(false);
    expect(loadConfig({ ...smtp, MAIL_OUTBOX_COPY: 'true' }).mail.outboxCopy).toBe(true);
    expect(() => loadConfig({ ...smtp, MAIL_OUTBOX_COPY: 'yes please' })).toThrow(
      'MAIL_OUTBOX_COPY must be true or false, got "yes please".',
    );
  });

  it('never echoes a mail server password in its errors', () => {
    expect(() => loadConfig({ MAIL_SMTP_URL: 'http://mailer:topsecret@mail/x' })).not.toThrow(
      /topsecret/,
    );
  });

  it('never echoes a database password in its errors', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://app:topsecret@db/x' })).toThrow(
      /mysql:\/\/app:\*\*\*@db\/x/,
    );
    expect(() => loadConfig({ DATABASE_URL: 'mysql://app:topsecret@db/x' })).not.toThrow(
      /topsecret/,
    );
  });

  it('refuses a short file URL secret and an impossible job interval', () => {
    expect(() => loadConfig({ FILE_URL_SECRET: 'short' })).toThrow(/FILE_URL_SECRET/);
    expect(() => loadConfig({ JOBS_INTERVAL_MS: '10' })).toThrow(/JOBS_INTERVAL_MS/);
    expect(() => loadConfig({ JOBS_INTERVAL_MS: '1e9' })).toThrow(/JOBS_INTERVAL_MS/);
    expect(() => loadConfig({ JOBS_ENABLED: 'maybe' })).toThrow(/JOBS_ENABLED/);
    expect(() => loadConfig({ ACCOUNT_DELETION_GRACE_DAYS: '0' })).toThrow(
      /ACCOUNT_DELETION_GRACE_DAYS/,
    );
    expect(() => loadConfig({ DATA_EXPORT_LINK_MINUTES: '2000' })).toThrow(
      /DATA_EXPORT_LINK_MINUTES/,
    );
  });

  it('documents every variable it reads', () => {
    const names = CONFIG_VARIABLES.map((v) => v.name);
    expect(names).toEqual([
      'PORT',
      'HOST',
      'DATABASE_URL',
      'DATABASE_CONNECT_TIMEOUT_MS',
      'DATABASE_STATEMENT_TIMEOUT_MS',
      'DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS',
      'DATABASE_HEALTH_TIMEOUT_MS',
      'DATA_DIR',
      'LOG_LEVEL',
      'DEMO_EMAIL',
      'DEMO_PASSWORD',
      'ADMIN_EMAIL',
      'ADMIN_PASSWORD',
      'SUPER_ADMIN_EMAIL',
      'SUPER_ADMIN_PASSWORD',
      'VET_EMAIL',
      'VET_PASSWORD',
      'PETCARE_SEED_EXTRA',
      'PUBLIC_URL',
      'ALLOWED_HOSTS',
      'TRUST_PROXY',
      'MAIL_TRANSPORT',
      'MAIL_SMTP_URL',
      'MAIL_OUTBOX_COPY',
      'MAIL_FROM',
      'SMS_PROVIDER',
      'TWILIO_ACCOUNT_SID / TWILIO_AUTH_TOKEN / TWILIO_FROM',
      'TWILIO_API_URL',
      'OIDC_GOOGLE_ISSUER / _CLIENT_ID / _CLIENT_SECRET',
      'OIDC_APPLE_ISSUER / _CLIENT_ID / _CLIENT_SECRET',
      'OIDC_FACEBOOK_ISSUER / _CLIENT_ID / _CLIENT_SECRET',
      'BUILD_HOOK_URL',
      'SUPPORT_EMAIL',
      'REALTIME_ENABLED',
      'PUSHER_APP_ID / PUSHER_APP_KEY / PUSHER_APP_SECRET',
      'PUSHER_HOST / PUSHER_PORT / PUSHER_SCHEME',
      'PUSHER_CLUSTER',
      'SITE_REBUILD_RETRY_MIN_MS / SITE_REBUILD_RETRY_MAX_MS',
      'SITE_REBUILD_CHECK_INTERVAL_MS',
      'FILE_URL_SECRET',
      'STORAGE_DRIVER',
      'STORAGE_LOCAL_DIR',
      'STORAGE_TIMEOUT_MS',
      'S3_BUCKET / S3_REGION / S3_ENDPOINT',
      'S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY',
      'S3_FORCE_PATH_STYLE / S3_KEY_PREFIX',
      'JOBS_ENABLED',
      'JOBS_INTERVAL_MS',
      'AI_BASE_URL',
      'AI_API_KEY',
      'AI_MODEL',
      'AI_TIMEOUT_MS',
      'AI_VISION',
      'CHAT_FREE_DAILY_LIMIT',
      'CHAT_MESSAGES_PER_MINUTE',
      'HEALTH_REPORTS_PER_DAY',
      'CHAT_STREAM_PACE_MS',
      'PAYMENT_PROVIDER',
      'STRIPE_SECRET_KEY / STRIPE_WEBHOOK_SECRET',
      'STRIPE_API_URL',
      'PRICE_TABLE_JSON',
      'TAX_TABLE_JSON',
      'SUBSCRIPTION_GRACE_DAYS',
      'REFUND_WINDOW_DAYS',
      'AFFILIATE_COMMISSION_BP',
      'AFFILIATE_CODE_DISCOUNT_PERCENT',
      'ACCOUNT_DELETION_GRACE_DAYS',
      'DATA_EXPORT_LINK_MINUTES',
      'REMINDER_LINK_SECRET',
      'OPERATOR_LEGAL_NAME',
      'OPERATOR_ADDRESS',
      'OPERATOR_PHONE',
      'OPERATOR_RESPONSIBLE_PERSON',
      'INVOICE_REGISTRATION_NUMBER',
    ]);
    for (const variable of CONFIG_VARIABLES)
      expect(variable.description.length).toBeGreaterThan(10);
  });
});
