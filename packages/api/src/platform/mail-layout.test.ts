import { describe, expect, it } from 'vitest';
import { renderMail } from './mail-layout.ts';

/** What a mail client shows of the HTML: the text between the tags, entities read back. */
function visibleText(html: string): string {
  const body = html.slice(html.indexOf('<body'));
  return body
    .replace(/<br\s*\/?>/g, '\n')
    .replace(/<\/(p|tr|td)>/g, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+/g, ' ')
    .trim();
}

const order = {
  language: 'de',
  subject: 'Deine Bestellung 000000123',
  greeting: 'Hallo Jan,',
  paragraphs: ['Danke für deine Bestellung.', 'Erste Zeile\nzweite Zeile'],
  rows: [
    { label: 'Anzug <Regular Fit> × 1', value: '€ 299,00' },
    { label: 'Gesamt', value: '€ 299,00' },
  ],
  action: { label: 'Bestellung ansehen', href: 'https://vanarkel.example/de/customer/order/?id=1&x="y"' },
  footer: ['Fragen? Antworte einfach auf diese E-Mail.'],
};

describe('e-mail layout', () => {
  it('shows the greeting, paragraphs, rows, button and footer in order, signed in the mail language', () => {
    const { html, text, subject } = renderMail(order);
    expect(subject).toBe('Deine Bestellung 000000123');
    expect(html.startsWith('<!doctype html><html lang="de">')).toBe(true);
    expect(html).toContain('<title>Deine Bestellung 000000123</title>');
    const seen = visibleText(html);
    const positions = [
      'Hallo Jan,',
      'Danke für deine Bestellung.',
      'Anzug <Regular Fit> × 1',
      'Gesamt',
      'Bestellung ansehen',
      'Fragen?',
      'Mit freundlichen Grüßen',
    ].map((part) => seen.indexOf(part));
    for (const position of positions) expect(position).toBeGreaterThanOrEqual(0);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    // A line break in a paragraph stays one.
    expect(seen).toContain('Erste Zeile\nzweite Zeile');
    expect(seen).toContain('Mit freundlichen Grüßen\nVan Arkel');
    // The plain-text part says the same, with the link written out.
    expect(text).toContain('Bestellung ansehen: https://vanarkel.example/de/customer/order/?id=1&x="y"');
    expect(text).toContain('Anzug <Regular Fit> × 1: € 299,00');
  });

  it('never lets a value become markup: names, rows and links are escaped', () => {
    const { html } = renderMail({
      ...order,
      greeting: 'Hallo <img src=x onerror=alert(1)>,',
      paragraphs: ['</p><script>alert(1)</script>'],
    });
    expect(html).not.toMatch(/<script|<img/);
    expect(html).toContain('Hallo &lt;img src=x onerror=alert(1)&gt;,');
    expect(html).toContain('&lt;Regular Fit&gt;');
    // The button's address keeps its query, quotes escaped inside the attribute.
    expect(html).toContain('href="https://vanarkel.example/de/customer/order/?id=1&amp;x=&quot;y&quot;"');
    expect(visibleText(html)).toContain('</p><script>alert(1)</script>');
  });

  it('signs in Dutch for a language it has no signature in, and refuses a relative button link', () => {
    expect(visibleText(renderMail({ language: 'fr', subject: 'x', paragraphs: ['y'] }).html)).toContain(
      'Met vriendelijke groet,\nVan Arkel',
    );
    expect(() => renderMail({ ...order, action: { label: 'x', href: '/de/customer/' } })).toThrow('absolute');
  });
});
