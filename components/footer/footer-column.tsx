/**
 * One footer link column. On mobile it collapses behind its heading button (content up to
 * 500 px tall); on wider screens it is always open and the heading is plain text. The server
 * cannot know the screen, so CSS collapses the column on a phone from the first paint, and the
 * heading has the button's height there: hydration then changes nothing on screen.
 */
import { useId, useState } from 'react';
import styled from 'styled-components';
import type { FooterColumn as Column } from '@/domain/content/types';
import { ContentLink } from '@/components/layout/content-link';

/** The mobile footer column's maximum height. */
export const MOBILE_COLUMN_MAX_HEIGHT_PX = 500;

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

const Section = styled.section`
  min-width: 0;
`;

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}px) {
    display: flex;
    align-items: center;
    min-height: 44px;
  }
  color: ${({ theme }) => theme.colors.mustard};
  font-size: 1.125rem;
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

const Toggle = styled.button`
  display: flex;
  justify-content: space-between;
  width: 100%;
  min-height: 44px;
  align-items: center;
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  letter-spacing: inherit;
  text-transform: inherit;
  cursor: pointer;
`;

const Links = styled.ul<{ $collapsible: boolean }>`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  list-style: none;
  max-height: ${({ $collapsible }) => ($collapsible ? `${MOBILE_COLUMN_MAX_HEIGHT_PX}px` : 'none')};
  overflow-y: auto;

  &[hidden] {
    display: none;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}px) {
    &:not([data-expanded]) {
      display: none;
    }
  }
  li {
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
  a {
    color: ${({ theme }) => theme.colors.cream};
  }
  a:hover {
    color: ${({ theme }) => theme.colors.mustard};
  }
`;
