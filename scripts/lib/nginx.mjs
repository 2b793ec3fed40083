/**
 * nginx in front of the storefront (and, for the cluster, the API): Debian's package, run in the
 * foreground as the current user with the config of deploy/nginx/front.conf.template, and its pid,
 * temp and cache directories under a run directory of its own (never the system service's).
 *
 * - findNginx() finds the binary; ensureNginx() installs it with apt-get when missing on Debian as
 *   root, else fails saying what to install.
 * - Brotli is on when Debian's libnginx-mod-http-brotli-filter module is installed; gzip always.
 * - The purge location (/.hickory/purge, loopback only) is there when Debian's
 *   libnginx-mod-http-cache-purge module is installed: storefronts told its address in
 *   PAGE_CACHE_PURGE_URL drop the pages a change event makes stale (scripts/lib/page-purge.mjs).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startProcess } from './processes.mjs';

export const TEMPLATE = path.join('deploy', 'nginx', 'front.conf.template');
export const INSTALL_HINT = 'Install nginx from your distribution (Debian/Ubuntu: sudo apt-get install -y nginx libnginx-mod-http-brotli-filter libnginx-mod-http-cache-purge)';
/** Where nginx drops one kept page, by the key named in X-Hickory-Cache-Key. */
export const PURGE_PATH = '/.hickory/purge';
const CANDIDATES = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx'];
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';
const PURGE_MODULE = '/usr/lib/nginx/modules/ngx_http_cache_purge_module.so';
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

/** The cache purge module to load, when Debian's package is installed. */
export function purgeModule() {
  return existsSync(PURGE_MODULE) ? PURGE_MODULE : null;
}

/** The address a storefront on this machine asks nginx on `host`:`webPort` to drop a page at. */
export function purgeUrl(host, webPort) {
  const reachable = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${webPort}${PURGE_PATH}`;
}

/**
 * What a storefront behind nginx on `host`:`webPort` adds to its environment: nginx's purge
 * location in PAGE_CACHE_PURGE_URL when the purge module is there and `env` does not set it
 * (set, even empty, it is the operator's: empty purges nothing).
 */
export function purgeEnv(env, host, webPort, module = purgeModule()) {
  return module && env.PAGE_CACHE_PURGE_URL === undefined ? { PAGE_CACHE_PURGE_URL: purgeUrl(host, webPort) } : {};
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
  // Both modules are packaged on Debian 12 and later; gzip alone, and no purge, where they are not.
  spawnSync('apt-get', ['install', '-y', 'libnginx-mod-http-brotli-filter'], options);
  spawnSync('apt-get', ['install', '-y', 'libnginx-mod-http-cache-purge'], options);
  const installed = findNginx(env);
  if (!installed) throw new Error(`apt-get did not install nginx. ${INSTALL_HINT}.`);
  return installed;
}

function findOnPath(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;
}

function serverLines(instances) {
  return instances.map(({ host, port }) => `        server ${host}:${port} max_fails=1 fail_timeout=2s;`).join('\n');
}

const isIpAddress = (host) => /^[\d.]+$/.test(host) || host.includes(':');

/** Names for X-Hickory-Upstream; instances named by a host name (compose's) keep their address, which nginx resolved. */
function nameLines(instances) {
  return instances
    .filter(({ host }) => isIpAddress(host))
    .map(({ name, host, port }) => `        "~(^|, )${host.replaceAll('.', '\\.')}:${port}$" ${name};`)
    .join('\n');
}

/** Who may purge: this machine, and the address nginx listens on when it is one of its own. */
function purgeAllowLines(host) {
  const own = host === '0.0.0.0' || host === '::' || host === '127.0.0.1' || host === '::1' ? [] : [host];
  return ['127.0.0.1', '::1', ...own].map((address) => `            allow ${address};`).join('\n');
}

/** nginx's listen directives for `host`: every interface (0.0.0.0 or ::) means IPv4 and, where the machine has it, IPv6. */
export function listenLines(host, port, ipv6) {
  if (host === '0.0.0.0' || host === '::') return [`listen ${port};`, ...(ipv6 ? [`listen [::]:${port} ipv6only=on;`] : [])];
  return [`listen ${host.includes(':') ? `[${host}]` : host}:${port};`];
}

/**
 * The config for `settings`: { runDir, host (where nginx listens), webPort, webUpstreams:
 * [{ name, host, port }], apiPort and apiUpstreams (both omitted: the API is not behind it),
 * brotli and purge (the modules' paths, or null), ipv6 (whether every interface includes IPv6's),
 * accessLog (default off) }.
 */
export function renderConfig(template, { runDir, host, webPort, webUpstreams, apiPort, apiUpstreams = [], brotli = null, purge = null, ipv6 = existsSync('/proc/net/if_inet6'), user = os.userInfo().username, uid = process.getuid?.(), accessLog = 'off' }) {
  const kept = { API: apiUpstreams.length > 0, PURGE: Boolean(purge) };
  const sections = template.replace(/^ *# \{\{#([A-Z]+)\}\}\n([\s\S]*?)^ *# \{\{\/\1\}\}\n/gm, (_, name, body) => (kept[name] ? body : ''));
  const listen = (port) => listenLines(host, port, ipv6).map((line) => `        ${line}`).join('\n');
  const fields = {
    // nginx started by root drops to `user` for its workers; started by anyone else it runs as them.
    USER: uid === 0 ? `user ${user};` : '',
    LOAD_MODULES: [brotli, purge].filter(Boolean).map((module) => `load_module ${module};`).join('\n'),
    ACCESS_LOG: accessLog,
    PURGE_ALLOW: purgeAllowLines(host),
    BROTLI: brotli ? `    brotli on;\n    brotli_comp_level 5;\n    brotli_min_length 512;\n    brotli_types ${BROTLI_TYPES};` : '',
    RUN_DIR: runDir,
    WEB_LISTEN: listen(webPort),
    API_LISTEN: listen(apiPort),
    WEB_SERVERS: serverLines(webUpstreams),
    API_SERVERS: serverLines(apiUpstreams),
    UPSTREAM_NAMES: nameLines([...apiUpstreams, ...webUpstreams]),
  };
  const filled = sections.replace(/\{\{([A-Z_]+)\}\}/g, (whole, name) => (name in fields ? fields[name] : whole));
  return filled.replace(/\n{3,}/g, '\n\n');
}

/** deploy/compose.yaml's nginx.conf, written from the template (deploy/nginx/example.mjs). */
export const COMPOSE_EXAMPLE = path.join('deploy', 'nginx', 'hickory.conf');

/**
 * The template filled for deploy/compose.yaml: the official nginx image (nginx:alpine, root
 * master, `nginx` workers, no brotli or purge module: gzip, and pages kept PAGE_CACHE_FRESH_MS)
 * on 8080 and 8081 before web-1, web-2 (:3000) and api-1, api-2 (:4000), with its run files in
 * the image's /var/cache/nginx and its access log where the image sends it to stdout.
 */
export function renderComposeExample(template) {
  const named = (prefix, port) => [1, 2].map((i) => ({ name: `${prefix}-${i}`, host: `${prefix}-${i}`, port }));
  const config = renderConfig(template, {
    runDir: '/var/cache/nginx',
    host: '0.0.0.0',
    webPort: 8080,
    webUpstreams: named('web', 3000),
    apiPort: 8081,
    apiUpstreams: named('api', 4000),
    ipv6: false,
    uid: 0,
    user: 'nginx',
    accessLog: '/var/log/nginx/access.log',
  });
  const note = [
    `# Written from ${TEMPLATE.split(path.sep).join('/')} by \`node deploy/nginx/example.mjs\`: edit the template, then run`,
    '# that (scripts/lib/nginx.test.mjs fails while this file differs). deploy/compose.yaml mounts it as',
    '# /etc/nginx/nginx.conf. The instances there trust the proxy in front (TRUST_PROXY=1).',
    '#',
  ];
  return `${note.join('\n')}\n${config}`;
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
  const settings = { runDir, host: '0.0.0.0', webPort, webUpstreams: [{ name: 'web', host: '127.0.0.1', port: innerPort }], brotli: brotliModule(), purge: purgeModule() };
  return startNginx(root, nginx, settings, { logFile, name });
}
