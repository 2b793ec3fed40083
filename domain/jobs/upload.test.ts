import { megabytesToBytes, uploadKindOf } from './upload';

describe('uploadKindOf', () => {
  it.each([
    ['JPEG', [0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'jpeg'],
    ['PNG', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'png'],
    ['PDF', [...Buffer.from('%PDF-1.7')], 'pdf'],
    ['text', [...Buffer.from('hello there')], null],
    ['GIF', [...Buffer.from('GIF89a')], null],
    ['PNG cut short', [0x89, 0x50, 0x4e, 0x47], null],
    ['PNG without its line ending check', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x00], null],
    ['nothing', [], null],
  ])('%s → %s', (_name, bytes, kind) => {
    expect(uploadKindOf(Uint8Array.from(bytes))).toBe(kind);
  });
});

describe('megabytesToBytes', () => {
  it('counts binary megabytes', () => {
    expect(megabytesToBytes(5)).toBe(5 * 1024 * 1024);
  });
});
