/**
 * The map of a list of stores when no Google Maps key is set: an inline SVG, drawn on the page
 * with nothing to fetch, of where the stores are (north up) and a ring where the diner searched,
 * with a marker per store, numbered as in the list (1 is the first card); markers of stores too
 * close to tell apart are spread apart, each with a line to its store's place. The drawing is one
 * labelled image that tells how to read it. The markers are buttons laid over it, at a size a
 * thumb can hit whatever the map's width: choosing one (tap, click, Enter or Space) selects its
 * store, whose card in the list scrolls into view, is framed and takes focus; the selected
 * store's marker is pressed and ringed. The list beside it stays the primary way through the stores.
 */
import { useId, useMemo, type CSSProperties } from 'react';
import { classed } from '@/lib/classed';
import { projectPoints, spreadPoints, type Frame, type GeoPoint, type Projected } from '@/lib/maps/keyless-projection';
import type { MapStore } from '@/lib/maps/pins';
import { useT } from '@/lib/use-t';
import styles from './keyless-map.module.css';

/** The margin keeps a whole marker, ring included, inside the frame on a 320 px phone. */
const FRAME: Frame = { width: 640, height: 360, margin: 44 };
/**
 * The least distance between two markers' centres, in frame units: markers are 28 px across, and
 * on the narrowest phone (320 px, the map 288 px wide) 72 units are 32 px, so no marker covers
 * another and each stays a target of its own. Stores closer than that (one city in a wide search)
 * are spread apart, each with a line to its place.
 */
const MARKER_GAP = 72;
/** A marker this far (frame units) from its store's place shows a line to it. */
const LEADER_FROM = 4;
const GRID_STEPS = [1, 2, 3];

type Props = { stores: MapStore[]; selectedId: number | null; onSelect: (storeId: number) => void; origin?: GeoPoint | null };

export function KeylessMap({ stores, selectedId, onSelect, origin = null }: Props) {
  const t = useT();
  const layout = useMemo(() => {
    const projected = projectPoints([...stores, ...(origin ? [origin] : [])], FRAME);
    const places = projected.slice(0, stores.length);
    return { places, markers: spreadPoints(places, MARKER_GAP, FRAME), origin: origin ? projected[stores.length] : undefined };
  }, [stores, origin]);
  if (stores.length === 0) return null;
  return (
    <Figure>
      <Drawing places={layout.places} markers={layout.markers} origin={layout.origin} />
      {stores.map((store, index) => (
        <Marker
          key={store.id}
          type="button"
          aria-pressed={store.id === selectedId}
          aria-label={t('maps.keyless.marker', { number: index + 1, store: store.title })}
          style={placeOf(layout.markers[index]!)}
          onClick={() => onSelect(store.id)}
        >
          {index + 1}
        </Marker>
      ))}
    </Figure>
  );
}

type DrawingProps = { places: Projected[]; markers: Projected[]; origin?: Projected };

/** The image under the markers: the ground, north, where the diner searched, and a line from each moved marker to its store's place. */
function Drawing({ places, markers, origin }: DrawingProps) {
  const t = useT();
  const titleId = useId();
  const descId = useId();
  const description = t('maps.keyless.description', { origin: origin ? t('maps.keyless.origin') : '' }).trim();
  return (
    <svg viewBox={`0 0 ${FRAME.width} ${FRAME.height}`} role="img" aria-labelledby={`${titleId} ${descId}`}>
      <title id={titleId}>{t('maps.keyless.title')}</title>
      <desc id={descId}>{description}</desc>
      <rect className={styles.land} width={FRAME.width} height={FRAME.height} />
      {GRID_STEPS.map((step) => (
        <g key={step} className={styles.grid}>
          <line x1={(FRAME.width / 4) * step} y1={0} x2={(FRAME.width / 4) * step} y2={FRAME.height} />
          <line x1={0} y1={(FRAME.height / 4) * step} x2={FRAME.width} y2={(FRAME.height / 4) * step} />
        </g>
      ))}
      <g className={styles.compass}>
        <path d={`M${FRAME.width - 22} 12 l6 18 l-6 -4 l-6 4 Z`} />
        <text x={FRAME.width - 22} y={44} textAnchor="middle">
          N
        </text>
      </g>
      {origin && <circle className={styles.origin} cx={origin.x} cy={origin.y} r={10} />}
      {places.map((place, index) => {
        const marker = markers[index]!;
        if (Math.hypot(marker.x - place.x, marker.y - place.y) < LEADER_FROM) return null;
        return (
          <g key={index} className={styles.leader}>
            <line x1={place.x} y1={place.y} x2={marker.x} y2={marker.y} />
            <circle cx={place.x} cy={place.y} r={4} />
          </g>
        );
      })}
    </svg>
  );
}

/** A marker's centre, in percent of the drawing, so it stays on its spot as the drawing scales. */
function placeOf(point: Projected): CSSProperties {
  const percent = (value: number, whole: number) => `${Math.round((value / whole) * 10000) / 100}%`;
  return { left: percent(point.x, FRAME.width), top: percent(point.y, FRAME.height) };
}

const Figure = classed('figure', styles.figure);

/** Drawn like the number on its card (store-result.tsx); pressed, it is ringed. */
const Marker = classed('button', styles.marker);
