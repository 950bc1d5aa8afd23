import Ajv from 'ajv';
import draft07 from 'ajv/dist/refs/json-schema-draft-07.json';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {parse} from 'yaml';

const root = join(__dirname, '..', '..', '..', '..');
const schema = JSON.parse(readFileSync(join(root, 'deploy', 'compose-spec.json'), 'utf8'));
/** As Compose reads it: YAML 1.1 merge keys (`<<: *api`) resolved. */
const compose = parse(readFileSync(join(root, 'compose.yaml'), 'utf8'), {merge: true});

/** The Compose Specification's own schema (vendored: deploy/compose-spec.README.md), draft-07, formats not checked. */
const ajv = new Ajv({strict: false, allErrors: true, validateFormats: false});
// The schema names draft-07's meta-schema by its https address; Ajv knows it by the http one.
ajv.addMetaSchema({...draft07, $id: schema.$schema}, schema.$schema);
const validate = ajv.compile(schema);

describe('compose.yaml', () => {
  it('is valid under the Compose Specification schema', () => {
    expect(validate(compose) ? [] : validate.errors).toEqual([]);
  });

  it('the schema refuses what Compose refuses (the check can fail)', () => {
    expect(validate({services: {api: {image: 'voltcheck', ports: {web: 8080}}}})).toBe(false);
    expect(validate({services: {api: {image: 'voltcheck', restart: ['always']}}})).toBe(false);
    expect(validate({servics: {}})).toBe(false);
  });

  it('runs PostgreSQL, a bucket, three replicas of one image on one database and bucket, and a balancer to them', () => {
    const services = compose.services as Record<string, {image?: string; environment?: Record<string, string>}>;
    const replicas = Object.keys(services).filter(name => /^api-\d$/.test(name));
    expect(replicas).toEqual(['api-1', 'api-2', 'api-3']);
    const envs = replicas.map(name => services[name].environment!);
    for (const key of ['DATABASE_URL', 'STORAGE_URL', 'AWS_ENDPOINT_URL_S3', 'JWT_SECRET'])
      expect(new Set(envs.map(e => e[key])).size).toBe(1);
    expect(envs.map(e => e.RUN_WORKERS)).toEqual([undefined, undefined, 'false']);
    expect(new Set(replicas.map(name => services[name].image))).toEqual(new Set(['voltcheck:latest']));
    expect(services.postgres.image).toMatch(/^postgres:/);
    expect(services.minio.image).toMatch(/^minio\//);
    const nginx = readFileSync(join(root, 'deploy', 'nginx.conf'), 'utf8');
    for (const name of replicas) expect(nginx).toContain(`server ${name}:3000`);
  });
});
