/** /company/our-story: the story's paragraphs and its 13-event timeline. */
import { classed } from '@/lib/classed';
import { ContentPage, Section } from './content-page';
import { Prose } from './content-blocks';
import type { OurStory } from '@/domain/content/types';
import type { HeadCrumb } from '@/lib/page-head';
import styles from './our-story-template.module.css';

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

const Timeline = classed('ol', styles.timeline);

const Year = classed('span', styles.year);
