/**
 * The map of a list of stores when no Google Maps key is set: an inline SVG, drawn on the page
 * with nothing to fetch, of the stores' positions numbered as in the list (1 is the first card),
 * and a ring where the diner searched. It is one labelled image (title and description) that
 * tells how to read it; the list beside it stays the primary way through the stores.
 */
import { useId, useMemo } from 'react';
import { classed } from '@/lib/classed';
import { projectPoints, type Frame, type GeoPoint } from '@/lib/maps/keyless-projection';
import type { MapStore } from '@/lib/maps/pins';
import { useT } from '@/lib/use-t';
import styles from './keyless-map.module.css';

const FRAME: Frame = { width: 640, height: 360, margin: 28 };
const GRID_STEPS = [1, 2, 3];

type Props = { stores: MapStore[]; selectedId: number | null; origin?: GeoPoint | null };

export function KeylessMap({ stores, selectedId, origin = null }: Props) {
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
        {stores.map((store, index) => {
          const point = points.stores[index]!;
          const selected = store.id === selectedId;
          return (
            <g key={store.id} className={selected ? `${styles.pin} ${styles.pinSelected}` : styles.pin} transform={`translate(${point.x} ${point.y})`}>
              <circle r={selected ? 15 : 12} />
              <text dy="0.35em" textAnchor="middle">
                {index + 1}
              </text>
            </g>
          );
        })}
      </svg>
    </Figure>
  );
}

const Figure = classed('figure', styles.figure);
