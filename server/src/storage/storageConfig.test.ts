import path from 'node:path';
import { LocalFileStorage } from './LocalFileStorage';
import { S3FileStorage } from './S3FileStorage';
import { createFileStorage, readStorageConfig } from './storageConfig';

describe('readStorageConfig', () => {
  it('defaults to the local disk under DATA_DIR/uploads', () => {
    const config = readStorageConfig({}, '/srv/petcare/data');
    expect(config).toEqual({
      driver: 'local',
      root: path.resolve('/srv/petcare/data/uploads'),
      timeoutMs: 20_000,
    });
    expect(createFileStorage(config)).toBeInstanceOf(LocalFileStorage);
    expect(readStorageConfig({ STORAGE_LOCAL_DIR: '/mnt/files' }, '/d')).toMatchObject({
      root: path.resolve('/mnt/files'),
    });
  });

  it('reads the S3 settings', () => {
    const config = readStorageConfig(
      {
        STORAGE_DRIVER: 's3',
        S3_BUCKET: 'petcare-uploads',
        S3_REGION: 'eu-central-1',
        S3_ENDPOINT: 'https://minio.internal:9000',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
        S3_KEY_PREFIX: '/prod/',
        STORAGE_TIMEOUT_MS: '5000',
      },
      '/d',
    );
    expect(config).toEqual({
      driver: 's3',
      bucket: 'petcare-uploads',
      region: 'eu-central-1',
      endpoint: 'https://minio.internal:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      keyPrefix: 'prod/',
      timeoutMs: 5000,
    });
    const storage = createFileStorage(config);
    expect(storage).toBeInstanceOf(S3FileStorage);
    (storage as S3FileStorage).destroy();
    expect(readStorageConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'b' }, '/d')).toMatchObject({
      region: 'us-east-1',
      endpoint: undefined,
      credentials: undefined,
      forcePathStyle: false,
      keyPrefix: '',
    });
  });

  it('names what is wrong', () => {
    const cases: Array<[NodeJS.ProcessEnv, RegExp]> = [
      [{ STORAGE_DRIVER: 'ftp' }, /STORAGE_DRIVER must be local or s3/],
      [{ STORAGE_DRIVER: 's3' }, /needs S3_BUCKET/],
      [{ STORAGE_DRIVER: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' }, /both/],
      [{ STORAGE_DRIVER: 's3', S3_BUCKET: 'b', S3_ENDPOINT: 'minio:9000' }, /http\(s\) URL/],
      [{ STORAGE_DRIVER: 's3', S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: 'maybe' }, /true or false/],
      [{ STORAGE_DRIVER: 's3', S3_BUCKET: 'b', S3_KEY_PREFIX: 'a/../b' }, /S3_KEY_PREFIX/],
      [{ STORAGE_TIMEOUT_MS: '0' }, /STORAGE_TIMEOUT_MS/],
      [{ STORAGE_TIMEOUT_MS: 'soon' }, /STORAGE_TIMEOUT_MS/],
    ];
    for (const [env, message] of cases) {
      expect(() => readStorageConfig(env, '/d')).toThrow(message);
    }
  });
});
