/**
 * Writes the four PDFs the site links to into public/pdf/, from content:
 *   npm run pdfs
 * Run it after changing the menu (content/menus) or a policy; commit the output. The bytes
 * are deterministic, so an unchanged source leaves git clean.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PDF } from './brand';
import { getContent } from './index';
import { renderMenuPdf, renderPolicyPdf } from './pdf/documents';

const PUBLIC_DIR = join(__dirname, '..', 'public');

/** The English documents behind each footer PDF link. */
export async function renderAllPdfs(): Promise<Record<string, Uint8Array>> {
  return {
    [PDF.menuAtAGlance]: await renderMenuPdf(getContent('menuAtAGlance', 'en')),
    [PDF.privacyPolicy]: await renderPolicyPdf(getContent('privacyPolicy', 'en')),
    [PDF.ccpaPolicy]: await renderPolicyPdf(getContent('ccpaPolicy', 'en')),
    [PDF.cookiePolicy]: await renderPolicyPdf(getContent('cookiePolicy', 'en')),
  };
}

async function main(): Promise<void> {
  const files = await renderAllPdfs();
  await mkdir(join(PUBLIC_DIR, 'pdf'), { recursive: true });
  for (const [url, bytes] of Object.entries(files)) {
    await writeFile(join(PUBLIC_DIR, url), bytes);
    console.log(`wrote public${url} (${Math.round(bytes.length / 1024)} KB)`);
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
