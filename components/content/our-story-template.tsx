/** /company/our-story: the story's paragraphs and its 13-event timeline. */
import styled from 'styled-components';
import { ContentPage, Section } from './content-page';
import { Prose } from './content-blocks';
import type { OurStory } from '@/domain/content/types';
import type { HeadCrumb } from '@/lib/page-head';

export function OurStoryTemplate({ story, breadcrumbs }: { story: OurStory; breadcrumbs: HeadCrumb[] }) {
  return (
    <ContentPage title={story.heading} intro={story.intro} breadcrumbs={breadcrumbs}>
      <Prose>
        {story.paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </Prose>
      <Section id="timeline" title={story.timelineTitle}>
        <Timeline>
          {story.timeline.map((event) => (
            <li key={`${event.year}-${event.title}`}>
              <Year>{event.year}</Year>
              <div>
                <h3>{event.title}</h3>
                <p>{event.text}</p>
              </div>
            </li>
          ))}
        </Timeline>
      </Section>
    </ContentPage>
  );
}

const Timeline = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  border-left: 4px solid ${({ theme }) => theme.colors.ember};

  li {
    display: grid;
    grid-template-columns: 5rem 1fr;
    gap: ${({ theme }) => theme.space.md};
    padding: ${({ theme }) => `${theme.space.md} 0 ${theme.space.md} ${theme.space.md}`};
  }
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: 1.25rem;
  }
  p {
    margin: 0;
  }
`;

const Year = styled.span`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 1.5rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.emberDark};
`;
