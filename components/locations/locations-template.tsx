/**
 * /locations: the store finder first (ZIP, postal code or city, or "Use my location"; each result
 * with its hours and a button per handoff it offers), then the directory for browsing and for
 * crawlers: every store of the market, by state and then city, with a Google Maps key a map of
 * them first. A market too large to list (`storesListed` false) shows its states and cities with
 * their store counts instead.
 */
import { classed } from '@/lib/classed';
import { CityCounts } from './city-counts';
import { PageIntro } from './page-intro';
import { StoreGrid } from './store-grid';
import { StoreMapSlot } from './store-map-slot';
import { useStoreSelection } from './store-map-selection';
import { Container } from '@/components/common/container';
import { CarryoutFinder } from '@/components/ordering/carryout-finder';
import { DEFAULT_ORDER_CATEGORY } from '@/domain/ordering/handoffs';
import { MarketLink } from '@/components/common/market-link';
import type { StateWithCities } from '@/lib/api/locations';
import type { MapStore } from '@/lib/maps/pins';
import { useT } from '@/lib/use-t';
import styles from './locations-template.module.css';

type Props = { states: StateWithCities[]; storesListed?: boolean; mapsKey?: string | null; pins?: MapStore[] };

export function LocationsTemplate({ storesListed = true, ...props }: Props) {
  const t = useT();
  return (
    <Container>
      <PageIntro title={t('locations.title')} subtitle={t('locations.subtitle')} />
      <Finder aria-labelledby="locations-finder">
        <h2 id="locations-finder">{t('locations.finderTitle')}</h2>
        <CarryoutFinder categorySlug={DEFAULT_ORDER_CATEGORY} handoff={null} mapsKey={props.mapsKey ?? null} />
      </Finder>
      <section aria-labelledby="locations-directory">
        <DirectoryHeading id="locations-directory">{t('locations.browseTitle')}</DirectoryHeading>
        {storesListed ? <LocationList {...props} /> : <LocationCounts states={props.states} />}
      </section>
    </Container>
  );
}

function LocationList({ states, mapsKey = null, pins = [] }: Omit<Props, 'storesListed'>) {
  const t = useT();
  const { selectedId, selectFromList, selectFromMap } = useStoreSelection();
  const selection = mapsKey && pins.length > 0 ? { selectedId, onSelect: selectFromList } : undefined;
  return (
    <>
      {states.length === 0 && <p>{t('locations.empty')}</p>}
      <StoreMapSlot apiKey={mapsKey} stores={pins} selectedId={selectedId} onSelect={selectFromMap} />
      {states.map((state) => (
        <State key={state.slug} aria-labelledby={`state-${state.slug}`}>
          <h2 id={`state-${state.slug}`}>
            <MarketLink href={state.path}>{state.name}</MarketLink>
          </h2>
          {state.cities.map((city) => (
            <div key={city.slug}>
              <CityHeading>
                <MarketLink href={city.path}>{city.name}</MarketLink>
              </CityHeading>
              <StoreGrid stores={city.stores} headingAs="h4" selection={selection} />
            </div>
          ))}
        </State>
      ))}
    </>
  );
}

function LocationCounts({ states }: { states: StateWithCities[] }) {
  const t = useT();
  return (
    <>
      <p>{t('locations.chooseArea')}</p>
      {states.map((state) => (
        <State key={state.slug} aria-labelledby={`state-${state.slug}`}>
          <h2 id={`state-${state.slug}`}>
            <MarketLink href={state.path}>{state.name}</MarketLink>
          </h2>
          <Count>{t.count('count.locations', state.locationCount)}</Count>
          <CityCounts cities={state.cities} />
        </State>
      ))}
    </>
  );
}

const Finder = classed('section', styles.finder);

const DirectoryHeading = classed('h2', styles.directoryHeading);

const Count = classed('span', styles.count);

const State = classed('section', styles.state);

const CityHeading = classed('h3', styles.cityHeading);
