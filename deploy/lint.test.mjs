/**
 * The deployment files pass their linters (node:test; tests/unit/deploy-files.test.ts runs it inside
 * `npm test`), and each linter refuses the mistakes it is there for, so a pass means something.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { DEPLOY_DIR, lintCompose, lintDeployFiles, lintDockerfile, lintManifests } from './lint.mjs';

const read = (file) => readFileSync(path.join(DEPLOY_DIR, file), 'utf8');

describe('lintDeployFiles', () => {
  it('finds no problem in any deployment file, and checks every one', async () => {
    const results = await lintDeployFiles();
    assert.deepEqual(Object.keys(results).sort(), [
      'api.Dockerfile',
      'compose.yaml',
      'k8s/api.yaml',
      'k8s/availability.yaml',
      'k8s/config.yaml',
      'k8s/migrate-job.yaml',
      'k8s/secret/hickory-secrets.yaml',
      'k8s/storefront.yaml',
      'storefront.Dockerfile',
    ]);
    assert.deepEqual(Object.fromEntries(Object.entries(results).filter(([, problems]) => problems.length > 0)), {});
  });
});

describe('lintDockerfile', () => {
  const api = read('api.Dockerfile');

  it('refuses what would run as root, unchecked, with every package, or not at all', () => {
    const broken = api
      .replace('USER 1000:1000', 'USER node')
      .replace(/HEALTHCHECK[^\n]*\\\n[^\n]*\n/, '')
      .replace('npm install --omit=dev', 'npm ci --omit=dev')
      .replace('EXPOSE 4000', 'EXPOS 4000');
    assert.deepEqual(lintDockerfile(broken), [
      `line ${broken.split('\n').findIndex((line) => line.startsWith('EXPOS ')) + 1}: Unknown instruction: EXPOS`,
      '"USER node": use a numeric non-root user (Kubernetes checks runAsNonRoot by number)',
      'the final stage has no HEALTHCHECK',
      "`npm ci` refuses this lockfile (it lacks other platforms' optional packages): use `npm install`",
      'no `npm install --omit=dev`: the final stage must carry production packages only',
    ]);
  });

  it('refuses a single stage without a user or telemetry setting', () => {
    assert.deepEqual(lintDockerfile('FROM node:24-trixie-slim\nRUN npm install --omit=dev\nHEALTHCHECK CMD ["true"]\nCMD ["node", "x.js"]\n'), [
      'not multi-stage: build in one stage, copy what runs into a small final one',
      'the final stage sets no USER: it would run as root',
      'NEXT_TELEMETRY_DISABLED=1 is not set',
    ]);
  });
});

describe('lintCompose', () => {
  const compose = read('compose.yaml');

  it('refuses a key the Compose Specification does not know, a bad duration, and APIs that migrate at start', () => {
    const broken = compose
      .replace('    restart: unless-stopped\n    healthcheck:', '    restart: unless-stopped\n    helthcheck:\n      test: ["CMD", "true"]\n    healthcheck:')
      .replace('interval: 5s\n      timeout: 3s\n      retries: 20\n\n  # Once', 'interval: 5 seconds\n      timeout: 3s\n      retries: 20\n\n  # Once')
      .replace('    MIGRATE_ON_START: "false"', '    MIGRATE_ON_START: "true"');
    assert.deepEqual(lintCompose(broken), [
      '/services/redis must NOT have additional properties (helthcheck)',
      '/services/redis/healthcheck/interval must match format "duration"',
      'api-1 must not migrate at start (MIGRATE_ON_START: "false")',
      'api-2 must not migrate at start (MIGRATE_ON_START: "false")',
    ]);
  });

  it('wants two APIs that wait for the migrate service', () => {
    const broken = compose.replace(/  api-2:\n    <<: \*api\n    depends_on: \*api-depends\n/, '').replace('condition: service_completed_successfully', 'condition: service_started');
    assert.deepEqual(lintCompose(broken), ['fewer than two API instances (api-*)', 'api-1 must wait for the migrate service to complete']);
  });
});

describe('lintManifests', () => {
  it('refuses a wrong type and a missing required field, against the Kubernetes schemas', async () => {
    const broken = read('k8s/api.yaml').replace('replicas: 2', 'replicas: two').replace('    - name: http\n      port: 80', '    - name: http');
    assert.deepEqual(await lintManifests(broken), [
      'Deployment hickory-api: data/spec/replicas must be integer',
      'Service hickory-api: data/spec/ports/0 must have required property port',
    ]);
  });

  it('wants probes, requests and a non-root pod', async () => {
    const broken = read('k8s/storefront.yaml')
      .replace(/          livenessProbe:\n(            .*\n|              .*\n)+?(?=          startupProbe)/, '')
      .replace(/            requests:\n              cpu: 250m\n/, '            requests:\n')
      .replace('runAsNonRoot: true', 'runAsNonRoot: false');
    assert.deepEqual(await lintManifests(broken), [
      'Deployment hickory-storefront: the pod must set securityContext.runAsNonRoot: true',
      'Deployment hickory-storefront container storefront: no cpu and memory requests',
      'Deployment hickory-storefront container storefront: no livenessProbe',
    ]);
  });

  it('refuses a real-looking value in the Secret template', async () => {
    const broken = read('k8s/secret/hickory-secrets.yaml').replace('JWT_SECRET: REPLACE', 'JWT_SECRET: 4f1c0d2e9b7a6c5d4e3f2a1b0c9d8e7f');
    assert.deepEqual(await lintManifests(broken), ['Secret hickory-api-secrets: JWT_SECRET holds a value; a template holds placeholders (REPLACE) or nothing']);
  });

  it('names an unknown kind', async () => {
    assert.deepEqual(await lintManifests('apiVersion: apps/v1\nkind: Deploymnt\nmetadata:\n  name: x\n'), ['Deploymnt x: unknown apiVersion/kind apps/v1/Deploymnt']);
  });
});
