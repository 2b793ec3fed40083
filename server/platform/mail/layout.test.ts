import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { emailHtml } from './layout';

const SERVER = join(__dirname, '..', '..');
/** Web pages the servers render themselves (not mail) write their own document: the sandboxes' pages. */
const PAGES = [
  'modules/courier/sandbox-tracking-page.ts',
  'modules/payments/paypal-sandbox-page.ts',
  'sandbox-gateway/hosted-fields-page.ts',
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('emailHtml', () => {
  it('wraps the body in the one shell: the locale as <html lang>, the subject as title, the footer escaped', () => {
    const html = emailHtml({ locale: 'fr-ca', subject: 'Commande <42>', body: '<p>Bonjour</p>', footer: 'Pit & Co' });
    expect(html).toBe(
      [
        '<!doctype html><html lang="fr-CA"><head><meta charset="utf-8"><title>Commande &lt;42&gt;</title></head>',
        '<body style="font-family:Arial,Helvetica,sans-serif;color:#222;max-width:640px;margin:0 auto">',
        '<p>Bonjour</p>',
        '<p>Pit &amp; Co</p>',
        '</body></html>',
      ].join('\n'),
    );
  });

  it('writes no footer when none is given and no unsubscribe line unless the mail has one', () => {
    const html = emailHtml({ locale: 'en-us', subject: 'Hi', body: '<p>Body</p>' });
    expect(html).not.toContain('<p>undefined</p>');
    expect(html).not.toContain('href');
    expect(html.split('\n')).toHaveLength(4);
  });

  it('ends a subscribed mail with its unsubscribe link, escaped', () => {
    const html = emailHtml({
      locale: 'ja-jp',
      subject: 'News',
      body: '<p>News</p>',
      footer: 'Pit',
      unsubscribe: { label: '配信停止', url: 'https://pit.example/unsubscribe?a=1&b=2' },
    });
    expect(html).toContain('<html lang="ja-JP">');
    expect(html).toContain('<a href="https://pit.example/unsubscribe?a=1&amp;b=2">配信停止</a></p>\n</body></html>');
  });
});

describe('the email templates', () => {
  it('write no HTML shell of their own: every email is wrapped by the one layout', () => {
    const shells = sourceFiles(SERVER)
      .map((path) => relative(SERVER, path))
      .filter((path) => path !== 'platform/mail/layout.ts' && !PAGES.includes(path))
      .filter((path) => /<!doctype html|<html[\s>]/i.test(readFileSync(join(SERVER, path), 'utf8')));
    expect(shells).toEqual([]);
  });
});
