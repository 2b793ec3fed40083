import { projectPoints, spreadPoints, type Frame } from './keyless-projection';

const FRAME: Frame = { width: 400, height: 300, margin: 20 };

describe('projectPoints', () => {
  it('places nothing for no points', () => {
    expect(projectPoints([], FRAME)).toEqual([]);
  });

  it('centres one place, and several at the same spot', () => {
    expect(projectPoints([{ latitude: 32.7, longitude: -97.4 }], FRAME)).toEqual([{ x: 200, y: 150 }]);
    const same = { latitude: 45.5, longitude: -73.6 };
    expect(projectPoints([same, same], FRAME)).toEqual([{ x: 200, y: 150 }, { x: 200, y: 150 }]);
  });

  it('puts north up and east right, inside the margin', () => {
    const [south, north, east] = projectPoints(
      [
        { latitude: 30, longitude: -97 },
        { latitude: 31, longitude: -97 },
        { latitude: 30.5, longitude: -96 },
      ],
      FRAME,
    );
    expect(north!.y).toBeLessThan(south!.y);
    expect(east!.x).toBeGreaterThan(south!.x);
    for (const point of [south!, north!, east!]) {
      expect(point.x).toBeGreaterThanOrEqual(20);
      expect(point.x).toBeLessThanOrEqual(380);
      expect(point.y).toBeGreaterThanOrEqual(20);
      expect(point.y).toBeLessThanOrEqual(280);
    }
  });

  it('fills the limiting side and centres the other', () => {
    // A north–south line: the height limits; it stands in the middle of the width.
    expect(projectPoints([{ latitude: 40, longitude: -80 }, { latitude: 41, longitude: -80 }], FRAME)).toEqual([
      { x: 200, y: 280 },
      { x: 200, y: 20 },
    ]);
    // An east–west line on the equator: the width limits; it lies in the middle of the height.
    expect(projectPoints([{ latitude: 0, longitude: 10 }, { latitude: 0, longitude: 11 }], FRAME)).toEqual([
      { x: 20, y: 150 },
      { x: 380, y: 150 },
    ]);
  });

  it('narrows longitudes by the cosine of the middle latitude: at 60° a degree east is half a degree north', () => {
    const [origin, north, east] = projectPoints(
      [
        { latitude: 60, longitude: 0 },
        { latitude: 60.01, longitude: 0 },
        { latitude: 60, longitude: 0.02 },
      ],
      { width: 1000, height: 1000, margin: 0 },
    );
    const up = origin!.y - north!.y;
    const right = east!.x - origin!.x;
    expect(right / up).toBeCloseTo(1, 1);
  });
});

describe('spreadPoints', () => {
  const frame: Frame = { width: 640, height: 360, margin: 44 };
  const distances = (points: { x: number; y: number }[]) =>
    points.flatMap((a, i) => points.slice(i + 1).map((b) => Math.hypot(b.x - a.x, b.y - a.y)));

  it('leaves points that are already apart where they are', () => {
    const points = [{ x: 100, y: 100 }, { x: 300, y: 100 }, { x: 200, y: 250 }];
    expect(spreadPoints(points, 72, frame)).toEqual(points);
  });

  it.each([
    ['two at the same spot', [{ x: 320, y: 180 }, { x: 320, y: 180 }]],
    ['three stores of one city, a pixel apart, and one far away', [{ x: 150, y: 100 }, { x: 151, y: 100 }, { x: 150, y: 101 }, { x: 560, y: 300 }]],
    ['six at one spot', Array.from({ length: 6 }, () => ({ x: 320, y: 180 }))],
    ['a crowd against the left edge', [{ x: 44, y: 180 }, { x: 44, y: 182 }, { x: 45, y: 178 }]],
    ['ten stores of a search (Dallas, its suburbs and three far away)', [
      { x: 270, y: 179 }, { x: 268, y: 179 }, { x: 266, y: 181 }, { x: 268, y: 164 }, { x: 243, y: 181 },
      { x: 240, y: 184 }, { x: 250, y: 252 }, { x: 238, y: 45 }, { x: 225, y: 316 }, { x: 415, y: 200 },
    ]],
  ])('moves %s at least the gap apart, inside the margin', (_label, points) => {
    const spread = spreadPoints(points, 72, frame);
    expect(Math.min(...distances(spread))).toBeGreaterThanOrEqual(72);
    for (const point of spread) {
      expect(point.x).toBeGreaterThanOrEqual(44);
      expect(point.x).toBeLessThanOrEqual(596);
      expect(point.y).toBeGreaterThanOrEqual(44);
      expect(point.y).toBeLessThanOrEqual(316);
    }
  });

  it('keeps a crowd around where it stood, each on its own side, and the same every time', () => {
    const points = [{ x: 300, y: 180 }, { x: 310, y: 180 }];
    const [west, east] = spreadPoints(points, 72, frame) as [{ x: number; y: number }, { x: number; y: number }];
    expect(west.x).toBeLessThan(east.x);
    expect((west.x + east.x) / 2).toBeCloseTo(305, 0);
    expect(west.y).toBe(180);
    const same = Array.from({ length: 4 }, () => ({ x: 320, y: 180 }));
    expect(spreadPoints(same, 72, frame)).toEqual(spreadPoints(same, 72, frame));
  });
});
