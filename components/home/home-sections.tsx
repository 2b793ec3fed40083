/**
 * The home sections the content console edits (the "home" content document of the market's
 * language): the story with its picture and call to order, the packs and the plates as cards, the
 * social photos with the brand's handle, and the text block with its "learn more" link. The home
 * page shows them under its own blocks, and the console's preview shows the same components, so a
 * draft previews as diners will see it. The pictures are below the first screen: they load lazily,
 * each with its size so nothing moves, and with the content's own description.
 */
import { classed } from '@/lib/classed';
import { ButtonLink, ContentLink } from '@/components/content/content-link';
import { ContentImage } from '@/components/content/content-image';
import type { HomeSections as Sections } from '@/domain/content/types';
import styles from './home-sections.module.css';

type Cards = Sections['packs'];

function StorySection({ story }: { story: Sections['legitTexasBarbecue'] }) {
  return (
    <Story aria-labelledby="home-story">
      <StoryPicture image={story.image} />
      <div>
        <h2 id="home-story">{story.heading}</h2>
        <Subheading>{story.subheading}</Subheading>
        <p>{story.body}</p>
        <ButtonLink button={story.cta} />
      </div>
    </Story>
  );
}

function CardsSection({ id, cards }: { id: string; cards: Cards }) {
  return (
    <Section aria-labelledby={id}>
      <h2 id={id}>{cards.heading}</h2>
      <Intro>{cards.intro}</Intro>
      {cards.cards.length > 0 && (
        <CardList>
          {cards.cards.map((card) => (
            <Card key={card.id}>
              <CardPicture image={card.image} />
              <h3>{card.title}</h3>
              <p>{card.description}</p>
              <CardCta href={card.cta.url} aria-label={`${card.cta.label}: ${card.title}`}>
                {card.cta.label}
              </CardCta>
            </Card>
          ))}
        </CardList>
      )}
    </Section>
  );
}

function SocialSection({ social }: { social: Sections['socialPhotos'] }) {
  return (
    <Section aria-labelledby="home-social">
      <h2 id="home-social">{social.heading}</h2>
      <Intro>
        <Handle href={social.url}>{social.handle}</Handle>
      </Intro>
      {social.photos.length > 0 && (
        <PhotoStrip>
          {social.photos.map((photo, index) => (
            <li key={`${photo.url}-${index}`}>
              <Photo image={photo} />
            </li>
          ))}
        </PhotoStrip>
      )}
    </Section>
  );
}

function TextSection({ block }: { block: Sections['textBlock'] }) {
  return (
    <TextBlock aria-labelledby="home-text">
      <h2 id="home-text">{block.heading}</h2>
      <p>{block.body}</p>
      <LearnMore href={block.learnMore.url}>{block.learnMore.label}</LearnMore>
    </TextBlock>
  );
}

export function HomeSections({ home }: { home: Sections }) {
  return (
    <>
      <StorySection story={home.legitTexasBarbecue} />
      <CardsSection id="home-packs" cards={home.packs} />
      <CardsSection id="home-plates" cards={home.plates} />
      <SocialSection social={home.socialPhotos} />
      <TextSection block={home.textBlock} />
    </>
  );
}

const Section = classed('section', styles.section);

const Story = classed('section', styles.story);

const StoryPicture = classed(ContentImage, styles.storyPicture);

const Subheading = classed('p', styles.subheading);

const Intro = classed('p', styles.intro);

const Handle = classed(ContentLink, styles.handle);

const CardList = classed('ul', styles.cards);

const Card = classed('li', styles.card);

const CardPicture = classed(ContentImage, styles.cardPicture);

const CardCta = classed(ContentLink, styles.cta);

const PhotoStrip = classed('ul', styles.photos);

const Photo = classed(ContentImage, styles.photo);

const TextBlock = classed('section', styles.textBlock);

const LearnMore = classed(ContentLink, styles.learnMore);
