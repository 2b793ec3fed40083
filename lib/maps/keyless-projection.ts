/**
 * Where stores go on the keyless map (an SVG without tiles): an equirectangular projection,
 * longitudes narrowed by the cosine of the middle latitude so that distances read true at city
 * scale, north up, fitted into the drawing with a margin and centred. One place (or several at the
 * same spot) sits in the middle. Coordinates are rounded to a tenth of a unit.
 */

export type GeoPoint = { latitude: number; longitude: number };
export type Frame = { width: number; height: number; margin: number };
export type Projected = { x: number; y: number };

const round = (value: number) => Math.round(value * 10) / 10;

/** Each point's place in `frame`, in the order given. */
export function projectPoints(points: readonly GeoPoint[], frame: Frame): Projected[] {
  if (points.length === 0) return [];
  const latitudes = points.map((point) => point.latitude);
  const middle = ((Math.min(...latitudes) + Math.max(...latitudes)) / 2) * (Math.PI / 180);
  const narrowing = Math.cos(middle);
  const flat = points.map((point) => ({ x: point.longitude * narrowing, y: -point.latitude }));
  const xs = flat.map((point) => point.x);
  const ys = flat.map((point) => point.y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const spanX = maxX - minX;
  const spanY = maxY - minY;
  const innerWidth = frame.width - 2 * frame.margin;
  const innerHeight = frame.height - 2 * frame.margin;
  const scale = Math.min(spanX > 0 ? innerWidth / spanX : Infinity, spanY > 0 ? innerHeight / spanY : Infinity);
  if (!Number.isFinite(scale)) return flat.map(() => ({ x: round(frame.width / 2), y: round(frame.height / 2) }));
  const offsetX = (frame.width - spanX * scale) / 2;
  const offsetY = (frame.height - spanY * scale) / 2;
  return flat.map((point) => ({ x: round(offsetX + (point.x - minX) * scale), y: round(offsetY + (point.y - minY) * scale) }));
}
