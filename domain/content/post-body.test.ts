import { bodyFromText, textFromBody } from './post-body';

describe('bodyFromText', () => {
  it.each([
    ['one paragraph', 'Low and slow.', [{ type: 'paragraph', text: 'Low and slow.' }]],
    ['lines of a paragraph joined', 'Low\nand slow.', [{ type: 'paragraph', text: 'Low and slow.' }]],
    ['a heading', '## The wood', [{ type: 'heading', text: 'The wood' }]],
    ['a list', '- brisket\n- ribs', [{ type: 'list', items: ['brisket', 'ribs'] }]],
    ['a quote', '> Eat together.', [{ type: 'quote', text: 'Eat together.', cite: null }]],
    ['markup stays text', '<script>alert(1)</script>', [{ type: 'paragraph', text: '<script>alert(1)</script>' }]],
    ['blank blocks and Windows line ends dropped', 'One\r\n\r\n\r\n  \r\nTwo', [{ type: 'paragraph', text: 'One' }, { type: 'paragraph', text: 'Two' }]],
    ['nothing', '  \n\n ', []],
  ])('%s', (_case, text, blocks) => {
    expect(bodyFromText(text)).toEqual(blocks);
  });
});

describe('textFromBody', () => {
  it('writes blocks back as staff type them, so an edit round-trips', () => {
    const text = '## The wood\n\nHickory only.\n\n- brisket\n- ribs\n\n> Eat together.';
    expect(textFromBody(bodyFromText(text))).toBe(text);
  });
});
