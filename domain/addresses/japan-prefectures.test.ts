import { prefectureName } from './japan-prefectures';

describe('prefectureName', () => {
  it.each([
    ['01', '北海道'],
    ['1', '北海道'],
    ['13', '東京都'],
    ['26', '京都府'],
    ['27', '大阪府'],
    ['47', '沖縄県'],
    ['00', undefined],
    ['48', undefined],
    ['BC', undefined],
    ['', undefined],
  ])('%s -> %s', (code, expected) => {
    expect(prefectureName(code)).toBe(expected);
  });
});
