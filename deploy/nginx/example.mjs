#!/usr/bin/env node
/**
 * Writes deploy/nginx/hickory.conf, the nginx.conf of deploy/compose.yaml, from the template that
 * `npm start` and `npm run start:cluster` run (deploy/nginx/front.conf.template), so the two
 * never keep rules apart: `node deploy/nginx/example.mjs` after editing the template.
 */
import { writeFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { COMPOSE_EXAMPLE, renderComposeExample, TEMPLATE } from '../../scripts/lib/nginx.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
writeFileSync(path.join(root, COMPOSE_EXAMPLE), renderComposeExample(readFileSync(path.join(root, TEMPLATE), 'utf8')));
console.log(`Wrote ${COMPOSE_EXAMPLE} from ${TEMPLATE}`);
