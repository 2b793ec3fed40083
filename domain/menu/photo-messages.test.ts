import { menuPhotoErrorCode, menuPhotoKindOf } from './photo-messages';

const bytes = (...parts: (string | number[])[]) => new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((letter) => letter.charCodeAt(0)) : part)));

describe('menuPhotoKindOf', () => {
  it.each([
    ['JPEG', bytes([0xff, 0xd8, 0xff, 0xe0]), 'jpeg'],
    ['PNG', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), 'png'],
    ['WebP', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '), 'webp'],
    ['AVIF', bytes([0, 0, 0, 0x1c], 'ftypavif'), 'avif'],
    ['an AVIF sequence', bytes([0, 0, 0, 0x1c], 'ftypavis'), 'avif'],
    ['a PDF', bytes('%PDF-1.7'), null],
    ['an SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg">'), null],
    ['a RIFF that is not WebP (a WAV)', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt '), null],
    ['a HEIC photo', bytes([0, 0, 0, 0x18], 'ftypheic'), null],
    ['a GIF', bytes('GIF89a'), null],
    ['two bytes of a JPEG', bytes([0xff, 0xd8]), null],
    ['nothing', bytes(), null],
  ] as const)('%s: %s', (_, head, kind) => {
    expect(menuPhotoKindOf(head)).toBe(kind);
  });
});

describe('menuPhotoErrorCode', () => {
  it('spells the message name in snake case after the screen prefix', () => {
    expect(menuPhotoErrorCode('fileTypeRefused')).toBe('staff_menu_photo_file_type_refused');
    expect(menuPhotoErrorCode('tooSmall')).toBe('staff_menu_photo_too_small');
  });
});
