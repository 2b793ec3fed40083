/**
 * _document's <Head>, writing the page's chunk scripts as a list PAINT_FIRST_LOADER adds after
 * the first paint (lib/paint-first.ts) instead of as deferred <script> tags. The inline bootstrap
 * Turbopack writes stays where it is, ahead of them. The development server keeps Next's tags.
 */
import { Head } from 'next/document';
import { htmlEscapeJsonString } from 'next/dist/shared/lib/htmlescape';
import { isValidElement, type ReactElement } from 'react';
import { PAINT_FIRST_LOADER, PAINT_FIRST_SOURCES_ID } from './paint-first';

type DocumentFiles = Parameters<Head['getScripts']>[0];

/** The `src` of a script element Next wrote, or null for an inline one. */
function sourceOf(element: unknown): string | null {
  if (!isValidElement<{ src?: unknown }>(element)) return null;
  return typeof element.props.src === 'string' ? element.props.src : null;
}

export class PaintFirstHead extends Head {
  override getDynamicChunks(files: DocumentFiles) {
    return this.context.isDevelopment ? super.getDynamicChunks(files) : [];
  }

  override getScripts(files: DocumentFiles) {
    if (this.context.isDevelopment) return super.getScripts(files);
    const written: unknown[] = [...super.getDynamicChunks(files), ...super.getScripts(files)];
    const inline = written.filter((element): element is ReactElement => isValidElement(element) && sourceOf(element) === null);
    const sources = written.map(sourceOf).filter((src): src is string => src !== null);
    return [
      ...inline,
      <script
        key={PAINT_FIRST_SOURCES_ID}
        id={PAINT_FIRST_SOURCES_ID}
        type="application/json"
        dangerouslySetInnerHTML={{ __html: htmlEscapeJsonString(JSON.stringify(sources)) }}
      />,
      <script key="paint-first-loader" nonce={this.props.nonce} dangerouslySetInnerHTML={{ __html: PAINT_FIRST_LOADER }} />,
    ];
  }
}
