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

  it('shows no error details by default, NODE_ENV=development included: only DEBUG_ERRORS=true does', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'vc-cfg-'));
    expect(loadConfig({DATA_DIR: dataDir}).debugErrors).toBe(false);
    expect(loadConfig({DATA_DIR: dataDir, NODE_ENV: 'development'}).debugErrors).toBe(false);
    expect(loadConfig({DATA_DIR: dataDir, DEBUG_ERRORS: 'true'}).debugErrors).toBe(true);
  });

  it('reads CORS_ORIGINS as exact origins, none by default, and refuses anything else', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'vc-cfg-'));
    expect(loadConfig({DATA_DIR: dataDir}).corsOrigins).toEqual([]);
    expect(
      loadConfig({DATA_DIR: dataDir, CORS_ORIGINS: 'https://portal.example, http://localhost:5173/'}).corsOrigins,
    ).toEqual(['https://portal.example', 'http://localhost:5173']);
    expect(loadConfig({DATA_DIR: dataDir, CORS_ORIGINS: '*'}).corsOrigins).toBe('*');
    expect(() => loadConfig({DATA_DIR: dataDir, CORS_ORIGINS: 'https://portal.example/app'})).toThrow(
      'CORS_ORIGINS: "https://portal.example/app" is not an origin such as https://portal.example',
    );
    expect(() => loadConfig({DATA_DIR: dataDir, CORS_ORIGINS: 'portal.example'})).toThrow('CORS_ORIGINS');
  });

  it('reads the hourly upload bytes per caller from UPLOAD_MB_PER_HOUR (4 GB by default)', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'vc-cfg-'));
    expect(loadConfig({DATA_DIR: dataDir}).limits.uploads.bytesPerHour).toBe(4096 * 2 ** 20);
    expect(loadConfig({DATA_DIR: dataDir, UPLOAD_MB_PER_HOUR: '10'}).limits.uploads.bytesPerHour).toBe(10 * 2 ** 20);
  });
});
