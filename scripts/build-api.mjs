#!/usr/bin/env node
/** `npm run build:api`: compiles the ordering API into dist/api (scripts/lib/api-build.mjs). */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApi } from './lib/api-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
buildApi(root).catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
