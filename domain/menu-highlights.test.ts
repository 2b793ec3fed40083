import { menuHighlights } from './menu-highlights';

const item = (slug: string, price: string | null = '9.99') => ({ slug, price });
const slugs = (items: { slug: string }[]) => items.map((found) => found.slug);

describe('menuHighlights', () => {
  const sections = [
    { items: [item('brisket'), item('ribs'), item('sausage')] },
    { items: [item('slaw', null), item('beans')] },
    { items: [item('pie')] },
  ];

  it.each([
    [3, ['brisket', 'beans', 'pie']],
    [4, ['brisket', 'beans', 'pie', 'ribs']],
    [10, ['brisket', 'beans', 'pie', 'ribs', 'sausage']],
    [0, []],
  ])('takes one priced item per section in turn: %i', (count, expected) => {
    expect(slugs(menuHighlights(sections, count))).toEqual(expected);
  });

  it('shows nothing when the market sells nothing', () => {
    expect(menuHighlights([{ items: [item('slaw', null)] }, { items: [] }], 4)).toEqual([]);
  });
});
