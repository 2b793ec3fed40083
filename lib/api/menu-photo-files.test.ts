import { menuPhotoFilePath } from './menu-photo-files';

const NAME = '0123456789abcdef01234567';

describe('menuPhotoFilePath', () => {
  it.each([
    [[NAME, '480.avif'], `/online-ordering/menu-photos/${NAME}/480.avif`],
    [[NAME, '1280.jpg'], `/online-ordering/menu-photos/${NAME}/1280.jpg`],
    [[`${NAME}.jpg`], `/online-ordering/menu-photos/${NAME}.jpg`],
    [[NAME, '500.avif'], null],
    [[NAME, '480.png'], null],
    [[NAME.toUpperCase(), '480.avif'], null],
    [['..', '480.avif'], null],
    [[NAME, '..', '480.avif'], null],
    [[`${NAME}.png`], null],
    [[], null],
  ])('%j → %s', (parts, path) => {
    expect(menuPhotoFilePath(parts)).toBe(path);
  });
});
