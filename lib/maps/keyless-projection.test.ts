import { projectPoints, type Frame } from './keyless-projection';

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
