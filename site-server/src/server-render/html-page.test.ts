import { htmlPage } from './html-page';

const template = `<!doctype html>
<html lang="ar" dir="rtl">
  <head>
    <!--ssr-head-->
  </head>
  <body>
    <div id="root"><!--ssr-outlet--></div>
    <!--ssr-state-->
    <script defer src="/main.js"></script>
  </body>
</html>`;

describe('the page the server sends', () => {
  it('sets language and direction, and fills the head, the page, its state and its script list', () => {
    const html = htmlPage(template, {
      locale: 'en',
      head: '<title>About | Sakina</title>',
      styles: ['/a.css'],
      scripts: ['/a.js', '/remotes/x/1/b.js'],
      body: '<main><h1>About</h1></main>',
      state: '<script type="application/json" id="ssr-state">{}</script>',
    });
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('<title>About | Sakina</title>\n    <link rel="stylesheet" href="/a.css">');
    expect(html).toContain('<div id="root"><main><h1>About</h1></main></div>');
    expect(html).toContain('<script type="application/json" id="page-scripts">["/a.js","/remotes/x/1/b.js"]</script>');
    expect(html).not.toContain('<!--ssr-');
  });

  it('without a render, is the shell alone with a title in the page language', () => {
    const html = htmlPage(template, { locale: 'ar' });
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<title>سكينة</title>');
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('page-scripts');
  });

  it('leaves out every script for a page the browser must not take over', () => {
    const html = htmlPage(template, { locale: 'en', body: '<main><h1>400</h1></main>', withoutScripts: true });
    expect(html).toContain('<div id="root"><main><h1>400</h1></main></div>');
    expect(html).not.toContain('<script');
  });

  it('does not read replacement patterns in the page as instructions', () => {
    const html = htmlPage(template, { body: "<p>price $& and $' stay as written</p>" });
    expect(html).toContain("<p>price $& and $' stay as written</p>");
  });
});
