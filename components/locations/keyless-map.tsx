/**
 * The map of a list of stores when no Google Maps key is set: an inline SVG, drawn on the page
 * with nothing to fetch, of where the stores are (north up) and a ring where the diner searched,
 * with a marker per store, numbered as in the list (1 is the first card). The drawing is one
 * labelled image that tells how to read it. The markers are buttons laid over it, at a size a
 * thumb can hit whatever the map's width: choosing one (tap, click, Enter or Space) selects its
 * store, whose card in the list scrolls into view, is framed and takes focus; the selected
 * store's marker is pressed and ringed. The list beside it stays the primary way through the stores.
 */
import { useId, useMemo, type CSSProperties } from 'react';
import { classed } from '@/lib/classed';
import { projectPoints, type Frame, type GeoPoint, type Projected } from '@/lib/maps/keyless-projection';
import type { MapStore } from '@/lib/maps/pins';
import { useT } from '@/lib/use-t';
import styles from './keyless-map.module.css';

/** The margin keeps a whole marker, ring included, inside the frame on a 320 px phone. */
const FRAME: Frame = { width: 640, height: 360, margin: 44 };
const GRID_STEPS = [1, 2, 3];

type Props = { stores: MapStore[]; selectedId: number | null; onSelect: (storeId: number) => void; origin?: GeoPoint | null };

export function KeylessMap({ stores, selectedId, onSelect, origin = null }: Props) {
  const t = useT();
  const titleId = useId();
  const descId = useId();
  const points = useMemo(() => {
    const projected = projectPoints([...stores, ...(origin ? [origin] : [])], FRAME);
    return { stores: projected.slice(0, stores.length), origin: origin ? projected[stores.length] : undefined };
  }, [stores, origin]);
  if (stores.length === 0) return null;
  const description = t('maps.keyless.description', { origin: points.origin ? t('maps.keyless.origin') : '' }).trim();
  return (
    <Figure>
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
        {points.origin && <circle className={styles.origin} cx={points.origin.x} cy={points.origin.y} r={10} />}
      </svg>
      {stores.map((store, index) => {
        const selected = store.id === selectedId;
        return (
          <Marker
            key={store.id}
            type="button"
            aria-pressed={selected}
            aria-label={t('maps.keyless.marker', { number: index + 1, store: store.title })}
            style={placeOf(points.stores[index]!)}
            onClick={() => onSelect(store.id)}
          >
            {index + 1}
          </Marker>
        );
      })}
    </Figure>
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
