import { parseDeviceId } from './device-id';

describe('parseDeviceId', () => {
  it.each([
    ['3f2b8c1e-9d4a-4e6f-8a1b-2c3d4e5f6a7b', '3f2b8c1e-9d4a-4e6f-8a1b-2c3d4e5f6a7b'],
    [' 3F2B8C1E-9D4A-4E6F-8A1B-2C3D4E5F6A7B ', '3f2b8c1e-9d4a-4e6f-8a1b-2c3d4e5f6a7b'],
    ['00000000-0000-0000-0000-000000000000', null],
    ['3f2b8c1e9d4a4e6f8a1b2c3d4e5f6a7b', null],
    ['not-a-device', null],
    ['', null],
    [undefined, null],
    [['3f2b8c1e-9d4a-4e6f-8a1b-2c3d4e5f6a7b'], null],
  ])('%j → %s', (raw, expected) => {
    expect(parseDeviceId(raw)).toBe(expected);
  });
});
