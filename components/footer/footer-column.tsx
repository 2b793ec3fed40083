/**
 * One footer link column. On mobile it collapses behind its heading button (content up to
 * 500 px tall); on wider screens it is always open and the heading is plain text. The server
 * cannot know the screen, so CSS collapses the column on a phone from the first paint, and the
 * heading has the button's height there: hydration then changes nothing on screen.
 */
import { useId, useState } from 'react';
import { classed } from '@/lib/classed';
import type { FooterColumn as Column } from '@/domain/content/types';
import { ContentLink } from '@/components/layout/content-link';
import styles from './footer-column.module.css';

export function FooterColumn({ column, collapsible }: { column: Column; collapsible: boolean }) {
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  const open = !collapsible || expanded;
  return (
    <Section>
      <Heading>
        {collapsible ? (
          <Toggle type="button" aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded(!expanded)}>
            {column.columnTitle}
            <span aria-hidden="true">{expanded ? '−' : '+'}</span>
          </Toggle>
        ) : (
          column.columnTitle
        )}
      </Heading>
      <Links id={listId} hidden={!open} data-expanded={expanded ? '' : undefined} $collapsible={collapsible}>
        {column.columnLinks.map((link) => (
          <li key={`${link.url}-${link.title}`}>
            <ContentLink url={link.url}>{link.title}</ContentLink>
          </li>
        ))}
      </Links>
    </Section>
  );
}

const Section = classed('section', styles.section);

const Heading = classed('h2', styles.heading);

const Toggle = classed('button', styles.toggle);

const Links = classed('ul', styles.links, { $collapsible: styles.linksCollapsible });
