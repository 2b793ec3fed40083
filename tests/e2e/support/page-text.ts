/**
 * What a diner reads on a page (or in one part of it, such as its main content), and the check
 * that none of it is a common English word (./english-words): the visible text plus the names and
 * hints a screen reader or an empty field gives, leaving out text marked as another language
 * (`lang`) and text hidden from everyone.
 */
import { expect, type Page } from '@playwright/test';
import { englishWordsIn } from './english-words';
import { expectLang } from './pages';
import type { Language } from './text';

export function pageText(page: Page, part = 'body'): Promise<string> {
  return page.evaluate((selector) => {
    const root = document.querySelector(selector) ?? document.body;
    const own = document.documentElement.lang;
    const inPageLanguage = (element: Element) => (element.closest('[lang]')?.getAttribute('lang') ?? own) === own;
    const parts: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim() || !inPageLanguage(parent)) continue;
      if (parent.closest('script, style, noscript, template')) continue;
      if (!parent.checkVisibility({ visibilityProperty: true }) && !parent.closest('[role="dialog"], [aria-live]')) continue;
      parts.push(node.textContent);
    }
    for (const element of Array.from(root.querySelectorAll('[aria-label], [placeholder], img[alt]'))) {
      if (!inPageLanguage(element)) continue;
      for (const name of ['aria-label', 'placeholder', 'alt']) {
        const value = element.getAttribute(name);
        if (value) parts.push(value);
      }
    }
    return parts.join(' \n ');
  }, part);
}

/** The page is in `tag` ('ja-JP') and its `part` (the whole page by default) holds no English word where a diner of `lang` reads. */
export async function expectNoEnglish(page: Page, lang: Language, tag: string, what: string, part = 'body'): Promise<void> {
  await expectLang(page, tag);
  await page.getByRole('main').waitFor();
  expect(englishWordsIn(await pageText(page, part), lang), `English words on the ${what} page (${page.url()})`).toEqual([]);
}
