/**
 * nginx in front of the storefront (and, for the cluster, the API): Debian's package, run in the
 * foreground as the current user with the config of deploy/nginx/front.conf.template, and its pid,
 * temp and cache directories under a run directory of its own (never the system service's).
 *
 * - findNginx() finds the binary; ensureNginx() installs it with apt-get when missing on Debian as
 *   root, else fails saying what to install.
 * - Brotli is on when Debian's libnginx-mod-http-brotli-filter module is installed; gzip always.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startProcess } from './processes.mjs';

export const TEMPLATE = path.join('deploy', 'nginx', 'front.conf.template');
export const INSTALL_HINT = 'Install nginx from your distribution (Debian/Ubuntu: sudo apt-get install -y nginx libnginx-mod-http-brotli-filter)';
const CANDIDATES = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx'];
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';
const BROTLI_TYPES = 'text/css application/javascript text/javascript application/json application/manifest+json image/svg+xml text/plain text/xml application/xml';

/** The nginx binary's path, or null. */
export function findNginx(env = process.env) {
  const given = env.NGINX_BIN?.trim();
  if (given) return existsSync(given) ? given : null;
  const found = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  const onPath = found.status === 0 ? found.stdout.trim() : '';
  return onPath || CANDIDATES.find((candidate) => existsSync(candidate)) || null;
}

/** The brotli module to load, when Debian's package is installed. */
export function brotliModule() {
  return existsSync(BROTLI_MODULE) ? BROTLI_MODULE : null;
}

/** nginx's path; installs it first on Debian as root, else throws saying what to install. */
export function ensureNginx({ log = console.log, env = process.env } = {}) {
  const found = findNginx(env);
  if (found) return found;
  if (env.NGINX_BIN?.trim()) throw new Error(`NGINX_BIN names no file: ${env.NGINX_BIN.trim()}. ${INSTALL_HINT}, or unset NGINX_BIN.`);
  const debian = existsSync('/etc/debian_version') && findOnPath('apt-get');
  if (!debian || process.getuid?.() !== 0) throw new Error(`nginx is not installed. ${INSTALL_HINT}, or set NGINX_BIN to its path.`);
  log('nginx is not installed: installing it with apt-get...');
  const options = { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } };
  execFileSync('apt-get', ['install', '-y', 'nginx'], options);
  // The brotli filter is packaged on Debian 12 and later; gzip alone where it is not.
  spawnSync('apt-get', ['install', '-y', 'libnginx-mod-http-brotli-filter'], options);
  const installed = findNginx(env);
  if (!installed) throw new Error(`apt-get did not install nginx. ${INSTALL_HINT}.`);
  return installed;
}

function findOnPath(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;
}

function serverLines(ports, host) {
  return ports.map((port) => `        server ${host}:${port} max_fails=1 fail_timeout=2s;`).join('\n');
}

function nameLines(instances) {
  return instances.map(({ name, host, port }) => `        "~(^|, )${host.replaceAll('.', '\\.')}:${port}$" ${name};`).join('\n');
}

/** nginx's listen directives for `host`: every interface (0.0.0.0 or ::) means IPv4 and, where the machine has it, IPv6. */
export function listenLines(host, port, ipv6) {
  if (host === '0.0.0.0' || host === '::') return [`listen ${port};`, ...(ipv6 ? [`listen [::]:${port} ipv6only=on;`] : [])];
  return [`listen ${host.includes(':') ? `[${host}]` : host}:${port};`];
}

/**
 * The config for `settings`: { runDir, host (where nginx listens), webPort, webUpstreams:
 * [{ name, host, port }], apiPort and apiUpstreams (both omitted: the API is not behind it),
 * brotli (the module path, or null), ipv6 (whether every interface includes IPv6's) }.
 */
export function renderConfig(template, { runDir, host, webPort, webUpstreams, apiPort, apiUpstreams = [], brotli = null, ipv6 = existsSync('/proc/net/if_inet6'), user = os.userInfo().username, uid = process.getuid?.() }) {
  const withApi = apiUpstreams.length > 0;
  const sections = template.replace(/^ *# \{\{#API\}\}\n([\s\S]*?)^ *# \{\{\/API\}\}\n/gm, (_, body) => (withApi ? body : ''));
  const listen = (port) => listenLines(host, port, ipv6).map((line) => `        ${line}`).join('\n');
  const fields = {
    // nginx started by root drops to `user` for its workers; started by anyone else it runs as them.
    USER: uid === 0 ? `user ${user};` : '',
    LOAD_MODULES: brotli ? `load_module ${brotli};` : '',
    BROTLI: brotli ? `    brotli on;\n    brotli_comp_level 5;\n    brotli_min_length 512;\n    brotli_types ${BROTLI_TYPES};` : '',
    RUN_DIR: runDir,
    WEB_LISTEN: listen(webPort),
    API_LISTEN: listen(apiPort),
    WEB_SERVERS: serverLines(webUpstreams.map((u) => u.port), webUpstreams[0]?.host ?? '127.0.0.1'),
    API_SERVERS: serverLines(apiUpstreams.map((u) => u.port), apiUpstreams[0]?.host ?? '127.0.0.1'),
    UPSTREAM_NAMES: nameLines([...apiUpstreams, ...webUpstreams]),
  };
  const filled = sections.replace(/\{\{([A-Z_]+)\}\}/g, (whole, name) => (name in fields ? fields[name] : whole));
  return filled.replace(/\n{3,}/g, '\n\n');
}

/** Writes the config into `settings.runDir` (made if missing) and returns its path. */
export function writeConfig(root, settings) {
  mkdirSync(settings.runDir, { recursive: true });
  const file = path.join(settings.runDir, 'nginx.conf');
  writeFileSync(file, renderConfig(readFileSync(path.join(root, TEMPLATE), 'utf8'), settings));
  return file;
}

function args(runDir, file) {
  return ['-p', `${runDir}/`, '-c', file, '-e', 'stderr'];
}

/** `nginx -t` of a written config: { ok, output }. */
export function testConfig(nginx, runDir, file) {
  const result = spawnSync(nginx, [...args(runDir, file), '-t', '-q'], { encoding: 'utf8' });
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}`.trim() };
}

/**
 * Writes the config, checks it, and starts nginx in the foreground (a process of processes.mjs,
 * named `name`). Throws with nginx's own words when the config does not pass `nginx -t`.
 */
export function startNginx(root, nginx, settings, { logFile, name = 'nginx' } = {}) {
  const file = writeConfig(root, settings);
  const check = testConfig(nginx, settings.runDir, file);
  if (!check.ok) throw new Error(`nginx refused its config ${file}: ${check.output}`);
  return startProcess(name, nginx, [...args(settings.runDir, file), '-g', 'daemon off;'], { cwd: root, env: process.env, logFile });
}

/** The port the storefront listens on behind nginx in `npm start`: STOREFRONT_PORT, else PORT + 1. */
export function innerWebPort(env) {
  const given = env.STOREFRONT_PORT?.trim();
  const port = given ? Number(given) : Number(env.PORT) + 1;
  if (!Number.isInteger(port) || port < 1 || port > 65535 || String(port) === String(env.PORT).trim()) {
    throw new Error(`STOREFRONT_PORT must be a port other than PORT, got "${given ?? port}"`);
  }
  return port;
}

/**
 * nginx in front of one storefront (`npm start`, the SSR benchmark): its page cache on `webPort`,
 * every interface, before the storefront on 127.0.0.1:`innerPort`. A fresh cache each start.
 */
export function startStorefrontFront(root, nginx, { webPort, innerPort, logFile, name = 'nginx' }) {
  const runDir = path.join(os.tmpdir(), `hickory-nginx-${webPort}`);
  rmSync(path.join(runDir, 'cache'), { recursive: true, force: true });
  const settings = { runDir, host: '0.0.0.0', webPort, webUpstreams: [{ name: 'web', host: '127.0.0.1', port: innerPort }], brotli: brotliModule() };
  return startNginx(root, nginx, settings, { logFile, name });
}
