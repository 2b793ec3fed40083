/**
 * Where stores go on the keyless map (an SVG without tiles): an equirectangular projection,
 * longitudes narrowed by the cosine of the middle latitude so that distances read true at city
 * scale, north up, fitted into the drawing with a margin and centred. One place (or several at the
 * same spot) sits in the middle. Coordinates are rounded to a tenth of a unit. Markers too close
 * to be told apart (or tapped) are then spread apart (`spreadPoints`).
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

/** Directions in which points at one spot leave it, one per point: turns of the golden angle never repeat. */
const GOLDEN_ANGLE = Math.PI * (3 - Math.sqrt(5));
const MAX_ROUNDS = 200;

/**
 * The points moved apart until no two are closer than `gap` (markers that would cover each other),
 * each kept inside the frame's margin. Points already `gap` apart stay where they are; a crowd
 * spreads around where it stood, each pair pushed apart along the line between them, so a marker
 * stays on the side of its neighbour that its place is. Points at the very same spot leave it in
 * fixed directions, so the same points always give the same layout. Rounded like `projectPoints`.
 */
export function spreadPoints(points: readonly Projected[], gap: number, frame: Frame): Projected[] {
  const placed = points.map((point) => ({ ...point }));
  // Held a little past the gap, so that rounding to a tenth never brings two back inside it.
  const apart = gap + 0.2;
  const target = apart + 0.5;
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    let crowded = false;
    for (let i = 0; i < placed.length; i += 1) {
      for (let j = i + 1; j < placed.length; j += 1) {
        if (pushApart(placed[i]!, placed[j]!, apart, target, j)) crowded = true;
      }
    }
    for (const point of placed) {
      point.x = clamp(point.x, frame.margin, frame.width - frame.margin);
      point.y = clamp(point.y, frame.margin, frame.height - frame.margin);
    }
    if (!crowded) break;
  }
  return placed.map((point) => ({ x: round(point.x), y: round(point.y) }));
}

/** Moves `a` and `b` apart to `target` when they are closer than `gap`; whether they were. */
function pushApart(a: Projected, b: Projected, gap: number, target: number, turn: number): boolean {
  const distance = Math.hypot(b.x - a.x, b.y - a.y);
  if (distance >= gap) return false;
  // The way from a to b, one unit long; from the same spot, the pair's own direction.
  const [ux, uy] = distance > 1e-6 ? [(b.x - a.x) / distance, (b.y - a.y) / distance] : [Math.cos(turn * GOLDEN_ANGLE), Math.sin(turn * GOLDEN_ANGLE)];
  const half = (target - distance) / 2;
  a.x -= ux * half;
  a.y -= uy * half;
  b.x += ux * half;
  b.y += uy * half;
  return true;
}

const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);
