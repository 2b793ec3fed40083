import { allDayCounts } from './ticket-all-day';

const brisket = (quantity: number) => ({ itemId: 1, title: 'Brisket plate', quantity });
const ribs = (quantity: number) => ({ itemId: 2, title: 'Rib rack', quantity });
const tea = (quantity: number) => ({ itemId: 3, title: 'Sweet tea', quantity });

describe('allDayCounts', () => {
  it('is empty without tickets', () => {
    expect(allDayCounts([])).toEqual([]);
  });

  it('adds an item across tickets and lines, most to make first, then by title', () => {
    const counts = allDayCounts([{ lines: [brisket(2), tea(1)] }, { lines: [ribs(1), brisket(1)] }, { lines: [tea(2), ribs(2)] }]);
    expect(counts).toEqual([
      { itemId: 1, title: 'Brisket plate', quantity: 3 },
      { itemId: 2, title: 'Rib rack', quantity: 3 },
      { itemId: 3, title: 'Sweet tea', quantity: 3 },
    ]);
  });

  it('counts a line of no menu item under its title', () => {
    const tray = (quantity: number) => ({ itemId: null, title: 'Brisket tray (20 guests)', quantity });
    expect(allDayCounts([{ lines: [tray(1), brisket(1)] }, { lines: [tray(2)] }])).toEqual([
      { itemId: null, title: 'Brisket tray (20 guests)', quantity: 3 },
      { itemId: 1, title: 'Brisket plate', quantity: 1 },
    ]);
  });

  it('counts one item under its id even when its title differs', () => {
    expect(allDayCounts([{ lines: [brisket(1)] }, { lines: [{ itemId: 1, title: 'Assiette de brisket', quantity: 4 }] }])).toEqual([
      { itemId: 1, title: 'Brisket plate', quantity: 5 },
    ]);
  });
});
