/** The hosted fields frame's own script and style, files beside this one, read once at start. */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export type HostedFieldsAssets = { script: string; style: string };

const ASSETS_DIR = path.join(__dirname, 'assets');

export function readHostedFieldsAssets(): HostedFieldsAssets {
  return {
    script: readFileSync(path.join(ASSETS_DIR, 'hosted-fields.js'), 'utf8'),
    style: readFileSync(path.join(ASSETS_DIR, 'hosted-fields.css'), 'utf8'),
  };
}
