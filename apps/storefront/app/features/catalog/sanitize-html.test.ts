import { describe, expect, it } from 'vitest';
import { htmlToText, sanitizeEmbedHtml, sanitizeHtml } from './sanitize-html.ts';

/**
 * Vectors from the OWASP XSS Filter Evasion Cheat Sheet (and a few mutation-XSS classics): each
 * one, cleaned, must leave nothing a browser would run.
 */
const OWASP_VECTORS = [
  `<SCRIPT SRC=https://cdn.jsdelivr.net/gh/Moksh45/host-xss.rocks/index.js></SCRIPT>`,
  `javascript:/*--></title></style></textarea></script></xmp><svg/onload='+/"\`/+/onmouseover=1/+/[*/[]/+alert(42);//'>`,
  `<IMG SRC="javascript:alert('XSS');">`,
  `<IMG SRC=javascript:alert('XSS')>`,
  `<IMG SRC=JaVaScRiPt:alert('XSS')>`,
  `<IMG SRC=javascript:alert(&quot;XSS&quot;)>`,
  '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
  `<a onmouseover="alert(document.cookie)">xxs link</a>`,
  `<a onmouseover=alert(document.cookie)>xxs link</a>`,
  `<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>`,
  `<IMG SRC=javascript:alert(String.fromCharCode(88,83,83))>`,
  `<IMG SRC=# onmouseover="alert('xxs')">`,
  `<IMG SRC= onmouseover="alert('xxs')">`,
  `<IMG onmouseover="alert('xxs')">`,
  `<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>`,
  `<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">`,
  `<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>`,
  `<IMG SRC=&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041>`,
  `<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>`,
  `<IMG SRC="jav	ascript:alert('XSS');">`,
  `<IMG SRC="jav&#x09;ascript:alert('XSS');">`,
  `<IMG SRC="jav&#x0A;ascript:alert('XSS');">`,
  `<IMG SRC="jav&#x0D;ascript:alert('XSS');">`,
  `<IMG SRC=" &#14;  javascript:alert('XSS');">`,
  `<SCRIPT/XSS SRC="http://xss.rocks/xss.js"></SCRIPT>`,
  `<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^\`=alert("XSS")>`,
  `<SCRIPT/SRC="http://xss.rocks/xss.js"></SCRIPT>`,
  `<<SCRIPT>alert("XSS");//\\<</SCRIPT>`,
  `<SCRIPT SRC=http://xss.rocks/xss.js?< B >`,
  `<SCRIPT SRC=//xss.rocks/.j>`,
  `<IMG SRC="\`<javascript:alert>\`('XSS')"`,
  `<iframe src=http://xss.rocks/scriptlet.html <`,
  `\\";alert('XSS');//`,
  `</TITLE><SCRIPT>alert("XSS");</SCRIPT>`,
  `<INPUT TYPE="IMAGE" SRC="javascript:alert('XSS');">`,
  `<BODY BACKGROUND="javascript:alert('XSS')">`,
  `<IMG DYNSRC="javascript:alert('XSS')">`,
  `<IMG LOWSRC="javascript:alert('XSS')">`,
  `<STYLE>li {list-style-image: url("javascript:alert('XSS')");}</STYLE><UL><LI>XSS</br>`,
  `<IMG SRC='vbscript:msgbox("XSS")'>`,
  `<svg/onload=alert('XSS')>`,
  `<svg><script>alert(1)</script></svg>`,
  `<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">XSS</text></a></svg>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>`,
  `<BODY ONLOAD=alert('XSS')>`,
  `<BGSOUND SRC="javascript:alert('XSS');">`,
  `<BR SIZE="&{alert('XSS')}">`,
  `<LINK REL="stylesheet" HREF="javascript:alert('XSS');">`,
  `<LINK REL="stylesheet" HREF="http://xss.rocks/xss.css">`,
  `<STYLE>@import'http://xss.rocks/xss.css';</STYLE>`,
  `<META HTTP-EQUIV="Link" Content="<http://xss.rocks/xss.css>; REL=stylesheet">`,
  `<STYLE>BODY{-moz-binding:url("http://xss.rocks/xssmoz.xml#xss")}</STYLE>`,
  `<IMG STYLE="xss:expr/*XSS*/ession(alert('XSS'))">`,
  `<div style="width: expression(alert('XSS'));">x</div>`,
  `<p style="background-image: url(javascript:alert('XSS'))">x</p>`,
  `<STYLE TYPE="text/javascript">alert('XSS');</STYLE>`,
  `<STYLE>.XSS{background-image:url("javascript:alert('XSS')");}</STYLE><A CLASS=XSS></A>`,
  `<STYLE type="text/css">BODY{background:url("javascript:alert('XSS')")}</STYLE>`,
  `<XSS STYLE="behavior: url(xss.htc);">`,
  `<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert('XSS');">`,
  `<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">`,
  `<IFRAME SRC="javascript:alert('XSS');"></IFRAME>`,
  `<IFRAME SRC=# onmouseover="alert(document.cookie)"></IFRAME>`,
  `<FRAMESET><FRAME SRC="javascript:alert('XSS');"></FRAMESET>`,
  `<TABLE BACKGROUND="javascript:alert('XSS')">`,
  `<TABLE><TD BACKGROUND="javascript:alert('XSS')">`,
  `<DIV STYLE="background-image: url(javascript:alert('XSS'))">`,
  `<DIV STYLE="background-image:\\0075\\0072\\006C\\0028'\\006a\\0061\\0076\\0061\\0073\\0063\\0072\\0069\\0070\\0074\\003a\\0061\\006c\\0065\\0072\\0074\\0028.1027\\0058.1053\\0053\\0027\\0029'\\0029">`,
  `<BASE HREF="javascript:alert('XSS');//">`,
  `<OBJECT TYPE="text/x-scriptlet" DATA="http://xss.rocks/scriptlet.html"></OBJECT>`,
  `<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dH A6Ly93d3cudzMub3JnLzIwMDAvc3ZnIiB4bWxucz0iaHR0cDovL3d3dy53My5vcmcv MjAwMC9zdmciIHhtbG5zOnhsaW5rPSJodHRwOi8vd3d3LnczLm9yZy8xOTk5L3hs aW5rIiB2ZXJzaW9uPSIxLjAiIHg9IjAiIHk9IjAiIHdpZHRoPSIxOTQiIGhlaWdodD0iMjAw IiBpZD0ieHNzIj48c2NyaXB0IHR5cGU9InRleHQvZWNtYXNjcmlwdCI+YWxlcnQoIlh TUyIpOzwvc2NyaXB0Pjwvc3ZnPg==" type="image/svg+xml" AllowScriptAccess="always"></EMBED>`,
  `<SCRIPT a=">" SRC="httx://xss.rocks/xss.js"></SCRIPT>`,
  `<SCRIPT ="blah" SRC="httx://xss.rocks/xss.js"></SCRIPT>`,
  `<SCRIPT a=\`>\` SRC="httx://xss.rocks/xss.js"></SCRIPT>`,
  `<A HREF="http://66.102.7.147/">XSS</A>`,
  `<A HREF="javascript:document.location='http://www.google.com/'">XSS</A>`,
  `<a href="&#x6A;avascript&#x3A;alert(1)">x</a>`,
  `<a href="java&NewLine;script&colon;alert(1)">x</a>`,
  `<a href="  javascript:alert(1)">x</a>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>`,
  `<a href="vbscript:msgbox(1)">x</a>`,
  `<form action="javascript:alert(1)"><button>x</button></form>`,
  `<button formaction="javascript:alert(1)">x</button>`,
  `<video><source onerror="alert(1)"></video>`,
  `<audio src=x onerror=alert(1)>`,
  `<details open ontoggle=alert(1)>`,
  `<noscript><p title="</noscript><img src=x onerror=alert(1)>">`,
  `<template><script>alert(1)</script></template>`,
  `<!--<img src="--><img src=x onerror=alert(1)//">`,
  `<img src="x` + '\u0000' + `" onerror=alert(1)>`,
  `<marquee onstart=alert(1)>x</marquee>`,
  `<isindex action="javascript:alert(1)" type=image>`,
  `<object data="javascript:alert(1)">`,
  `<img srcset="javascript:alert(1) 1x">`,
];

const RICH_TEXT_TAGS = new Set(
  'a b blockquote br div em h2 h3 h4 h5 h6 hr i li ol p small span strong sub sup table tbody td th thead tr u ul'.split(' '),
);
const EMBED_TAGS = new Set([
  ...RICH_TEXT_TAGS,
  ...'h1 img figure figcaption picture section article dl dt dd caption tfoot code pre mark abbr cite q s del ins'.split(' '),
]);
const SAFE_ATTRIBUTES = new Set([
  'href',
  'title',
  'target',
  'rel',
  'class',
  'id',
  'lang',
  'dir',
  'src',
  'alt',
  'width',
  'height',
  'loading',
  'colspan',
  'rowspan',
  'scope',
]);

/** Every tag and attribute in cleaned HTML, read with a tokeniser that expects well-formed output. */
function problemsIn(html: string, allowedTags: Set<string>): string[] {
  const problems: string[] = [];
  for (const [, name = '', attributes = ''] of html.matchAll(/<\/?([a-zA-Z][\w-]*)([^>]*)>/g)) {
    if (!allowedTags.has(name.toLowerCase())) problems.push(`tag <${name}>`);
    for (const [, attribute = '', value = ''] of attributes.matchAll(/([^\s=/]+)(?:="([^"]*)")?/g)) {
      const lower = attribute.toLowerCase();
      if (!SAFE_ATTRIBUTES.has(lower)) problems.push(`attribute ${attribute}`);
      if ((lower === 'href' || lower === 'src') && !/^(?:https?:|mailto:|tel:|\/|#|\?|[^:]*$)/i.test(value))
        problems.push(`${attribute}=${value}`);
    }
  }
  // Nothing executable may be left anywhere as markup, including text that a later parse could read as a tag.
  if (/<\s*(?:script|iframe|object|embed|svg|style|link|meta|base|form)\b/i.test(html)) problems.push('raw dangerous tag');
  if (/\son[a-z]+\s*=/i.test(html.replace(/&[a-z]+;|&#\d+;/gi, ''))) problems.push('event handler');
  if (/expression\s*\(|javascript:|vbscript:/i.test(`>${html}<`.replace(/>[^<]*</g, '><'))) problems.push('script in markup');
  return problems;
}

describe('sanitizeHtml (rich text from the API)', () => {
  it('keeps formatting tags', () => {
    expect(sanitizeHtml('<p>Slim fit <strong>overhemd</strong> van <em>katoen</em>.</p><ul><li>Wol</li></ul>')).toBe(
      '<p>Slim fit <strong>overhemd</strong> van <em>katoen</em>.</p><ul><li>Wol</li></ul>',
    );
  });

  it('drops scripts, styles and frames with their content', () => {
    expect(sanitizeHtml('<p>a</p><script>alert(1)</script><STYLE>p{}</STYLE><iframe src="x"></iframe><p>b</p>')).toBe('<p>a</p><p>b</p>');
    expect(sanitizeHtml('<p>a<script>never closed')).toBe('<p>a</p>');
  });

  it('drops event handlers, styles and classes, and unknown tags but not their text', () => {
    expect(sanitizeHtml('<p onclick="x()" style="color:red" class="c">t</p><img src=x onerror=alert(1)>')).toBe('<p>t</p>');
    expect(sanitizeHtml('<marquee>moving</marquee>')).toBe('moving');
  });

  it('keeps safe links; a new window gets noopener; script links lose their target', () => {
    expect(sanitizeHtml('<a href="/maattabel/" target="_blank">maten</a>')).toBe(
      '<a href="/maattabel/" target="_blank" rel="noopener noreferrer">maten</a>',
    );
    expect(sanitizeHtml('<a href="https://example.com/" target="_top" rel="opener">x</a>')).toBe('<a href="https://example.com/">x</a>');
    expect(sanitizeHtml('<a href="mailto:service@vanarkel.nl">mail</a>')).toBe('<a href="mailto:service@vanarkel.nl">mail</a>');
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="&#x6A;avascript&#x3A;alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="java\tscript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="data:text/html,x">x</a>')).toBe('<a>x</a>');
  });

  it('escapes a stray < and removes comments', () => {
    expect(sanitizeHtml('3 < 4 <!-- note -->ok')).toBe('3 &lt; 4 ok');
  });

  it('gives an empty string for nothing', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml(undefined)).toBe('');
    expect(sanitizeHtml('')).toBe('');
  });

  it('cleans a very large text whole and keeps its words', () => {
    // A megabyte of pasted markup: every handler and script goes, no paragraph is lost or cut.
    const big = '<p onclick="x()">woord <script>alert(1)</script></p>'.repeat(20_000);
    expect(sanitizeHtml(big)).toBe('<p>woord </p>'.repeat(20_000));
  });
});

describe('sanitizeEmbedHtml (the Html block, B6/B7)', () => {
  it('B6: keeps pictures, layout tags and classes', () => {
    expect(
      sanitizeEmbedHtml(
        '<figure class="lookbook"><img src="https://cdn.example/a.jpg" alt="Colbert"><figcaption>Najaar</figcaption></figure>',
      ),
    ).toBe('<figure class="lookbook"><img src="https://cdn.example/a.jpg" alt="Colbert" /><figcaption>Najaar</figcaption></figure>');
  });

  it('B7: drops scripts, frames, forms, styles and pictures from script or data addresses', () => {
    expect(
      sanitizeEmbedHtml(
        '<div>a</div><script>document.cookie</script><iframe src="https://x"></iframe><form action="/cart/add/"><input name=sku></form><img src="data:image/svg+xml,<svg onload=alert(1)>"><img src="javascript:alert(1)"><div style="x:expression(1)">b</div>',
      ),
    ).toBe('<div>a</div><img /><img /><div>b</div>');
  });
});

describe.each([
  { where: 'rich text', sanitize: sanitizeHtml, allowed: RICH_TEXT_TAGS },
  { where: 'the Html block', sanitize: sanitizeEmbedHtml, allowed: EMBED_TAGS },
])('B7: the OWASP vectors in $where', ({ sanitize, allowed }) => {
  it.each(OWASP_VECTORS.map((vector, index) => [index, vector]))('vector %i leaves nothing executable', (_, vector) => {
    expect(problemsIn(sanitize(vector as string), allowed)).toEqual([]);
  });
});

describe('htmlToText', () => {
  it('gives the plain text for meta descriptions', () => {
    expect(htmlToText('<p>Wol &amp; kasjmier</p><p>Slim fit</p>')).toBe('Wol & kasjmier Slim fit');
    expect(htmlToText('<p>Van <strong>katoen</strong>.</p>')).toBe('Van katoen.');
    expect(htmlToText('<p>a</p><script>alert(1)</script>')).toBe('a');
    expect(htmlToText(null)).toBe('');
  });
});
