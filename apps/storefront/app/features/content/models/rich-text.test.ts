import { describe, expect, it } from 'vitest';
import { inlineTree, richTextHref, richTextNodes } from './rich-text.ts';

describe('rich text (B10, R22)', () => {
  it('turns spans into nested inline nodes', () => {
    const nodes = richTextNodes([
      {
        type: 'paragraph',
        text: 'Shop suits now',
        spans: [
          { start: 5, end: 10, type: 'hyperlink', data: { url: '/Kleding/Pakken' } },
          { start: 0, end: 4, type: 'strong' },
        ],
      },
    ]);
    expect(nodes).toEqual([
      {
        kind: 'paragraph',
        children: [
          { kind: 'strong', children: [{ kind: 'text', text: 'Shop' }] },
          { kind: 'text', text: ' ' },
          { kind: 'link', href: '/kleding/pakken/', target: null, children: [{ kind: 'text', text: 'suits' }] },
          { kind: 'text', text: ' now' },
        ],
      },
    ]);
  });

  it('splits overlapping spans so elements nest properly', () => {
    const spans = [
      { start: 0, end: 6, type: 'strong' as const, href: null, target: null },
      { start: 3, end: 9, type: 'em' as const, href: null, target: null },
    ];
    expect(inlineTree('abcdefghi', spans)).toEqual([
      {
        kind: 'strong',
        children: [
          { kind: 'text', text: 'abc' },
          { kind: 'em', children: [{ kind: 'text', text: 'def' }] },
        ],
      },
      { kind: 'em', children: [{ kind: 'text', text: 'ghi' }] },
    ]);
  });

  it('groups list items, maps headings and drops empty paragraphs', () => {
    const nodes = richTextNodes([
      { type: 'heading1', text: 'Title', spans: [] },
      { type: 'list-item', text: 'one', spans: [] },
      { type: 'list-item', text: 'two', spans: [] },
      { type: 'paragraph', text: '  ', spans: [] },
      { type: 'heading3', text: 'Sub', spans: [] },
    ]);
    expect(nodes.map((n) => n.kind)).toEqual(['heading2', 'list', 'heading3']);
    expect(nodes[1]).toMatchObject({ items: [[{ text: 'one' }], [{ text: 'two' }]] });
  });

  it('keeps mailto and external links untouched and normalises shop paths', () => {
    expect(richTextHref({ url: 'mailto:Service@Example.com' })).toBe('mailto:Service@Example.com');
    expect(richTextHref({ url: 'https://Example.com/A' })).toBe('https://Example.com/A');
    expect(richTextHref({ url: '/Foo?a=B#c' })).toBe('/foo/?a=B#c');
    expect(richTextHref({})).toBeNull();
  });

  it('keeps the target of a link', () => {
    const [node] = richTextNodes([
      {
        type: 'paragraph',
        text: 'Read',
        spans: [{ start: 0, end: 4, type: 'hyperlink', data: { url: 'https://x.org', target: '_blank' } }],
      },
    ]);
    expect(node).toMatchObject({ children: [{ kind: 'link', target: '_blank', href: 'https://x.org' }] });
  });
});
