/**
 * The latitude/longitude box around a point that holds every place within `radiusKm` of it on
 * the sphere the haversine of repository.ts uses (radius 6371 km). When the circle reaches a
 * pole the box spans every longitude; when it crosses the antimeridian the longitudes wrap, so
 * the box is two ranges. A hair of margin keeps rounding from dropping a place on the edge.
 */
export const EARTH_RADIUS_KM = 6371;
const MARGIN_DEGREES = 1e-9;

const degrees = (radians: number) => (radians * 180) / Math.PI;
const radians = (deg: number) => (deg * Math.PI) / 180;

/** Longitudes as closed ranges; one range, or two across the antimeridian, or null for every longitude. */
export type GeoBox = { minLat: number; maxLat: number; lngRanges: [number, number][] | null };

export function boxAround({ lat, lng }: { lat: number; lng: number }, radiusKm: number): GeoBox {
  const angle = radiusKm / EARTH_RADIUS_KM;
  const span = degrees(angle) + MARGIN_DEGREES;
  const minLat = lat - span;
  const maxLat = lat + span;
  if (maxLat >= 90 || minLat <= -90) return { minLat: Math.max(minLat, -90), maxLat: Math.min(maxLat, 90), lngRanges: null };
  const ratio = Math.sin(angle) / Math.cos(radians(lat));
  if (ratio >= 1) return { minLat, maxLat, lngRanges: null };
  const half = degrees(Math.asin(ratio)) + MARGIN_DEGREES;
  if (half >= 180) return { minLat, maxLat, lngRanges: null };
  const west = lng - half;
  const east = lng + half;
  if (west < -180) return { minLat, maxLat, lngRanges: [[west + 360, 180], [-180, east]] };
  if (east > 180) return { minLat, maxLat, lngRanges: [[west, 180], [-180, east - 360]] };
  return { minLat, maxLat, lngRanges: [[west, east]] };
}
