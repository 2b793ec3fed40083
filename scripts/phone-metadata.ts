/** Writes domain/validation/phone-metadata.json: libphonenumber-js's metadata for the markets' countries only. */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import full from 'libphonenumber-js/metadata.min.json';
import { COUNTRY_CODES } from '@/domain/markets';
import { cutMetadata } from '@/domain/validation/phone-metadata-cut';

const target = join(__dirname, '..', 'domain', 'validation', 'phone-metadata.json');
writeFileSync(target, `${JSON.stringify(cutMetadata(full as never, COUNTRY_CODES))}\n`);
console.log(`Wrote ${target}`);
