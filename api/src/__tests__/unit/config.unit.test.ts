import {existsSync, mkdtempSync, readFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {loadConfig} from '../../config';

describe('loadConfig', () => {
  it('refuses to start in production without JWT_SECRET', () => {
    expect(() => loadConfig({NODE_ENV: 'production', DATA_DIR: mkdtempSync(join(tmpdir(), 'vc-cfg-'))})).toThrow(
      'JWT_SECRET must be set when NODE_ENV=production',
    );
  });

  it('generates a secret once and keeps it in DATA_DIR otherwise', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'vc-cfg-'));
    const first = loadConfig({DATA_DIR: dataDir});
    expect(first.jwtSecret.length).toBeGreaterThan(40);
    expect(readFileSync(join(dataDir, 'jwt-secret'), 'utf8')).toBe(first.jwtSecret);
    expect(loadConfig({DATA_DIR: dataDir}).jwtSecret).toBe(first.jwtSecret);
  });

  it('takes JWT_SECRET, PORT, PUBLIC_URL and DATABASE_URL from the environment', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'vc-cfg-'));
    const config = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: 's3cret',
      PORT: '4100',
      DATA_DIR: dataDir,
      DATABASE_URL: 'postgres://x/y',
      PUBLIC_URL: 'https://vc.example/',
    });
    expect(config).toMatchObject({
      jwtSecret: 's3cret',
      port: 4100,
      databaseUrl: 'postgres://x/y',
      publicUrl: 'https://vc.example',
    });
    expect(existsSync(join(dataDir, 'jwt-secret'))).toBe(false);
  });
});
