import { scriptsOfHtml } from './html-scripts';

describe('scriptsOfHtml', () => {
  it('finds external and inline JavaScript in document order, and skips data blocks, empty scripts and comments', () => {
    const html = [
      '<!DOCTYPE html><html><head>',
      '<script nonce="n">(function(){var a="<div>";})()</script>',
      '<script id="__NEXT_DATA__" type="application/json">{"page":"/checkout/payment"}</script>',
      '<script type="application/ld+json">{}</script>',
      '<!-- <script src="/commented.js"></script> -->',
      "<SCRIPT SRC='/_next/static/chunks/a.js?dpl=1&amp;v=2' defer></SCRIPT>",
      '<script src=/b.js nomodule=""></script>',
      '<script type="module">import "/m.js"</script>',
      '<script src="/c.js" type="text/javascript"></script >',
      '<script></script>',
      '</head></html>',
    ].join('');
    expect(scriptsOfHtml(html)).toEqual([
      { src: null, inline: '(function(){var a="<div>";})()' },
      { src: '/_next/static/chunks/a.js?dpl=1&v=2', inline: null },
      { src: '/b.js', inline: null },
      { src: null, inline: 'import "/m.js"' },
      { src: '/c.js', inline: null },
    ]);
  });

  it('finds none in a page without scripts', () => {
    expect(scriptsOfHtml('<p>Redirecting…</p>')).toEqual([]);
  });
});
