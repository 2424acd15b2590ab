import { describe, expect, it } from 'vitest';
import { htmlToText, isSafeHref, sanitizeHtml } from './sanitize-html.ts';

describe('sanitizeHtml', () => {
  it('keeps formatting tags and text', () => {
    expect(sanitizeHtml('<p>Slim fit <strong>overhemd</strong> van <em>katoen</em>.</p><ul><li>Wol</li></ul>')).toBe(
      '<p>Slim fit <strong>overhemd</strong> van <em>katoen</em>.</p><ul><li>Wol</li></ul>',
    );
  });

  it('drops scripts, styles and frames with their content', () => {
    expect(sanitizeHtml('<p>a</p><script>alert(1)</script><STYLE>p{}</STYLE><iframe src="x"></iframe><p>b</p>')).toBe('<p>a</p><p>b</p>');
    expect(sanitizeHtml('<p>a<script>never closed')).toBe('<p>a');
  });

  it('drops event handlers, styles and classes', () => {
    expect(sanitizeHtml('<p onclick="x()" style="color:red" class="c">t</p><img src=x onerror=alert(1)>')).toBe('<p>t</p>');
  });

  it('keeps safe links only and protects new windows', () => {
    expect(sanitizeHtml('<a href="/maattabel/" target="_blank">maten</a>')).toBe(
      '<a href="/maattabel/" target="_blank" rel="noopener noreferrer">maten</a>',
    );
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="&#x6A;avascript&#x3A;alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="java\tscript:alert(1)">x</a>')).toBe('<a>x</a>');
  });

  it('escapes a stray angle bracket and removes comments', () => {
    expect(sanitizeHtml('3 < 4 <!-- note -->ok')).toBe('3 &lt; 4 ok');
  });
});

describe('isSafeHref', () => {
  it('accepts http, mail, phone and paths', () => {
    for (const href of ['https://example.com', 'mailto:a@b.nl', 'tel:+31201234567', '/winkels/', '#top', 'maten.html']) {
      expect(isSafeHref(href)).toBe(true);
    }
  });

  it('refuses script and data schemes', () => {
    for (const href of ['javascript:void(0)', 'data:text/html,x', 'vbscript:x', ' JAVASCRIPT:x']) {
      expect(isSafeHref(href)).toBe(false);
    }
  });
});

describe('htmlToText', () => {
  it('gives the plain text for meta descriptions', () => {
    expect(htmlToText('<p>Wol &amp; kasjmier</p><p>Slim fit</p>')).toBe('Wol & kasjmier Slim fit');
    expect(htmlToText('<p>Van <strong>katoen</strong>.</p>')).toBe('Van katoen.');
  });
});
