/**
 * Structured text (the content system's `{ type, text, spans }` blocks) to a render tree (B10, R22).
 * Spans may nest and overlap; overlapping spans are split so every element closes inside its parent.
 */
import { normalizeLink } from '@shop/rules';
import { isRecord, objects, text as readText } from './read.ts';
import type { InlineNode, RichNode } from './types.ts';

interface Span {
  start: number;
  end: number;
  type: 'strong' | 'em' | 'hyperlink';
  href: string | null;
  target: string | null;
}

const byStartThenLongest = (a: Span, b: Span) => a.start - b.start || b.end - a.end;

/** A rich-text link's address: shop paths follow the link rules (R19); mailto: and others stay as written (R22). */
export function richTextHref(data: unknown): string | null {
  if (!isRecord(data)) return null;
  const raw = readText(data.href) || readText(data.url);
  if (raw === '') return null;
  return raw.startsWith('/') && !raw.startsWith('//') ? normalizeLink(raw) : raw;
}

function readSpans(value: unknown, length: number): Span[] {
  return objects(value).flatMap((span): Span[] => {
    const start = Math.max(0, Number(span.start));
    const end = Math.min(length, Number(span.end));
    const type = span.type;
    if (!Number.isFinite(start) || !Number.isFinite(end) || end <= start) return [];
    if (type === 'strong' || type === 'em') return [{ start, end, type, href: null, target: null }];
    if (type === 'hyperlink') {
      const href = richTextHref(span.data);
      if (!href) return [];
      const target = isRecord(span.data) ? readText(span.data.target) || null : null;
      return [{ start, end, type, href, target }];
    }
    return [];
  });
}

function element(span: Span, children: InlineNode[]): InlineNode {
  if (span.type === 'hyperlink') return { kind: 'link', href: span.href ?? '', target: span.target, children };
  return { kind: span.type, children };
}

/** The inline tree of `text[start, end)` with the spans inside that range. */
export function inlineTree(text: string, spans: Span[], start = 0, end = text.length): InlineNode[] {
  const nodes: InlineNode[] = [];
  let queue = [...spans].sort(byStartThenLongest);
  let position = start;
  while (queue.length > 0) {
    const span = queue.shift() as Span;
    const from = Math.max(span.start, position);
    if (from >= span.end) continue;
    if (from > position) nodes.push({ kind: 'text', text: text.slice(position, from) });
    const inner: Span[] = [];
    const rest: Span[] = [];
    for (const other of queue) {
      if (other.start >= span.end) {
        rest.push(other);
        continue;
      }
      inner.push({ ...other, end: Math.min(other.end, span.end) });
      if (other.end > span.end) rest.push({ ...other, start: span.end });
    }
    nodes.push(element(span, inlineTree(text, inner, from, span.end)));
    position = span.end;
    queue = rest.sort(byStartThenLongest);
  }
  if (position < end) nodes.push({ kind: 'text', text: text.slice(position, end) });
  return nodes;
}

const HEADINGS: Record<string, RichNode['kind']> = {
  heading1: 'heading2',
  heading2: 'heading2',
  heading3: 'heading3',
  heading4: 'heading4',
  heading5: 'heading4',
  heading6: 'heading4',
};

/**
 * Rich-text blocks to render nodes: paragraphs, headings (heading1 becomes a second-level heading,
 * as the page has its own h1) and lists (consecutive list items form one list).
 */
export function richTextNodes(blocks: unknown): RichNode[] {
  const nodes: RichNode[] = [];
  for (const block of objects(blocks)) {
    const type = readText(block.type);
    const content = typeof block.text === 'string' ? block.text : '';
    const children = inlineTree(content, readSpans(block.spans, content.length));
    if (type === 'list-item' || type === 'o-list-item') {
      const kind = type === 'list-item' ? 'list' : 'ordered-list';
      const last = nodes.at(-1);
      if (last && last.kind === kind) last.items.push(children);
      else nodes.push({ kind, items: [children] });
      continue;
    }
    if (content.trim() === '') continue;
    nodes.push({ kind: (HEADINGS[type] ?? 'paragraph') as 'paragraph', children });
  }
  return nodes;
}
