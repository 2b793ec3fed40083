/** @jest-environment jsdom */
import { PAGE_VIEW_EVENT, pushDataLayer, trackPageView } from './analytics';

describe('pushDataLayer', () => {
  beforeEach(() => {
    delete window.dataLayer;
  });

  it('creates the data layer on first use and appends in order', () => {
    pushDataLayer({ event: 'first' });
    pushDataLayer({ event: 'second', value: '12.50' });
    expect(window.dataLayer).toEqual([{ event: 'first' }, { event: 'second', value: '12.50' }]);
  });

  it('keeps events a tag manager queued before us', () => {
    window.dataLayer = [{ event: 'gtm.js' }];
    pushDataLayer({ event: 'purchase' });
    expect(window.dataLayer.map((entry) => entry.event)).toEqual(['gtm.js', 'purchase']);
  });
});

describe('trackPageView', () => {
  beforeEach(() => {
    delete window.dataLayer;
  });

  it('pushes one page-view event naming the path', () => {
    document.title = 'Locations';
    trackPageView('/ca/fr/locations?x=1');
    expect(window.dataLayer).toEqual([
      expect.objectContaining({ event: PAGE_VIEW_EVENT, page_path: '/ca/fr/locations?x=1', page_title: 'Locations' }),
    ]);
  });
});
