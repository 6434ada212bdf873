import path from 'node:path';
import { CONFIG_VARIABLES, loadConfig } from './config';

describe('loadConfig', () => {
  it('has embedded defaults for everything', () => {
    const config = loadConfig({});
    expect(config).toEqual({
      port: 8000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      dataDir: path.resolve(__dirname, '..', '..', 'data'),
      logLevel: 'info',
      demoEmail: 'demo@petcare.local',
      demoPassword: 'petcare-demo-2026',
      adminEmail: 'admin@petcare.local',
      adminPassword: 'petcare-admin-2026',
      seedExtraPath: undefined,
      publicUrl: 'http://localhost:8000',
      supportEmail: 'support@petcare.local',
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '9090',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://app:s3cret@db:5432/petcare',
      DATA_DIR: '/var/lib/petcare',
      LOG_LEVEL: 'DEBUG',
      DEMO_EMAIL: 'Demo@Example.com',
      DEMO_PASSWORD: 'another-password',
      ADMIN_EMAIL: 'root@example.com',
      ADMIN_PASSWORD: 'admin-password',
      PETCARE_SEED_EXTRA: '/tmp/extra.json',
      PUBLIC_URL: 'https://petcare.example/',
      SUPPORT_EMAIL: 'Help@PetCare.example',
    });
    expect(config).toEqual({
      port: 9090,
      host: '127.0.0.1',
      databaseUrl: 'postgres://app:s3cret@db:5432/petcare',
      dataDir: '/var/lib/petcare',
      logLevel: 'debug',
      demoEmail: 'demo@example.com',
      demoPassword: 'another-password',
      adminEmail: 'root@example.com',
      adminPassword: 'admin-password',
      seedExtraPath: '/tmp/extra.json',
      publicUrl: 'https://petcare.example',
      supportEmail: 'help@petcare.example',
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
  ])('rejects %p with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('never echoes a database password in its errors', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://app:topsecret@db/x' })).toThrow(
      /mysql:\/\/app:\*\*\*@db\/x/,
    );
    expect(() => loadConfig({ DATABASE_URL: 'mysql://app:topsecret@db/x' })).not.toThrow(
      /topsecret/,
    );
  });

  it('documents every variable it reads', () => {
    const names = CONFIG_VARIABLES.map((v) => v.name);
    expect(names).toEqual([
      'PORT',
      'HOST',
      'DATABASE_URL',
      'DATA_DIR',
      'LOG_LEVEL',
      'DEMO_EMAIL',
      'DEMO_PASSWORD',
      'ADMIN_EMAIL',
      'ADMIN_PASSWORD',
      'PETCARE_SEED_EXTRA',
      'PUBLIC_URL',
      'SUPPORT_EMAIL',
    ]);
    for (const variable of CONFIG_VARIABLES)
      expect(variable.description.length).toBeGreaterThan(10);
  });
});
