/**
 * Rich text as structured blocks (domain/content/types.ts ContentBlock), rendered as React text:
 * whatever a block says, '<script>' included, is shown as written and never run.
 */
import { classed } from '@/lib/classed';
import type { ContentBlock } from '@/domain/content/types';
import styles from './content-blocks.module.css';

type Props = { blocks: ContentBlock[]; headingLevel?: 'h2' | 'h3' };

function Block({ block, headingLevel }: { block: ContentBlock; headingLevel: 'h2' | 'h3' }) {
  switch (block.type) {
    case 'heading': {
      const Heading = headingLevel;
      return <Heading>{block.text}</Heading>;
    }
    case 'list':
      return (
        <ul>
          {block.items.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </ul>
      );
    case 'quote':
      return (
        <Quote>
          <p>{block.text}</p>
          {block.cite && <cite>{block.cite}</cite>}
        </Quote>
      );
    default:
      return <p>{block.text}</p>;
  }
}

export function ContentBlocks({ blocks, headingLevel = 'h2' }: Props) {
  return (
    <Prose>
      {blocks.map((block, index) => (
        <Block key={index} block={block} headingLevel={headingLevel} />
      ))}
    </Prose>
  );
}

export const Prose = classed('div', styles.prose);

const Quote = classed('blockquote', styles.quote);
