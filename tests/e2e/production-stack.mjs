/**
 * The browser journeys' second stack: a chain that starts from nothing. The API, the sandbox
 * payment processor and the storefront run in production mode (DEMO_MODE=false, NODE_ENV=production,
 * secrets of their own, the sandbox gateway as an operator would choose it) on an empty PGlite
 * database of their own, so nothing demo is loaded: no stores, menus or staff. Before they start,
 * the real `npm run staff:create-admin` command makes the first brand admins, one per journey
 * (their one-time sign-in links work once); the journeys read the links from the environment
 * (E2E_PRODUCTION_ADMIN_LINKS) as the person running the command would hand them over.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { scratchStackEnv } from '../../scripts/lib/env.mjs';

export const PRODUCTION_PORTS = { api: 4200, web: 3200, gateway: 4210 };

/** The first brand admins of the empty chain, one per journey (tests/e2e/production-first-store.spec.ts reads them by email). */
export const FIRST_ADMINS = [
  { email: 'pat.pitmaster@example.com', name: 'Pat Pitmaster' },
  { email: 'camille.fumoir@example.com', name: 'Camille Fumoir' },
];

/** A production start's own settings: no demo mode, and the secrets an operator sets (README, Production). */
export function productionEnv(scratch, extra) {
  const secret = () => randomBytes(32).toString('hex');
  return scratchStackEnv({
    apiPort: PRODUCTION_PORTS.api,
    webPort: PRODUCTION_PORTS.web,
    gatewayPort: PRODUCTION_PORTS.gateway,
    scratch,
    extra: {
      ...extra,
      DEMO_MODE: 'false',
      NODE_ENV: 'production',
      JWT_SECRET: secret(),
      PAYMENT_GATEWAY: 'sandbox',
      PAYMENT_SANDBOX_SECRET: secret(),
      STOREFRONT_ORIGIN: `http://localhost:${PRODUCTION_PORTS.web}`,
      UPLOADS_DIR: path.join(scratch, 'uploads'),
      // The daily check of the payment pages fetches the built pages: not this stack's business.
      PAYMENT_PAGE_CHECK: 'false',
    },
  });
}

/** Runs `npm run staff:create-admin` for one admin with the stack's settings: the sign-in link it prints. */
function createAdmin(root, env, { email, name }) {
  const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
  const args = ['server/modules/staff/create-admin-command.ts', '--email', email, '--name', name];
  return new Promise((resolve, reject) => {
    const child = spawn(tsx, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      const link = /https?:\/\/\S+\/staff\/welcome#\S+/.exec(out)?.[0];
      if (code === 0 && link) resolve(link);
      else reject(new Error(`staff:create-admin for ${email} failed (exit ${code}):\n${out}`));
    });
  });
}

/**
 * Creates the first admins on the stack's empty database (migrated and given its reference data by
 * the command itself), one after the other: PGlite holds one process per data directory, so this
 * runs before the API starts. Answers { email: link }.
 */
export async function createFirstAdmins(root, env) {
  const links = {};
  for (const admin of FIRST_ADMINS) links[admin.email] = await createAdmin(root, env, admin);
  return links;
}
