import type { ReactNode } from 'react';
import { useIntl } from '../../../lib/i18n/intl.tsx';
import { SmartLink } from '../../../ui/smart-link.tsx';
import type { InlineNode, RichNode, RichTextView } from '../models/types.ts';
import styles from './rich-text.module.css';

/** Line breaks inside a text become <br>. */
function withBreaks(text: string): ReactNode {
  const lines = text.split('\n');
  return lines.map((line, index) => (
    <span key={index}>
      {index > 0 ? <br /> : null}
      {line}
    </span>
  ));
}

/**
 * Inline nodes to elements. Links follow the rich-text rules (R22): a shop path without target
 * navigates inside the app, target _blank gets rel=noopener, mailto: stays a plain link.
 */
export function Inline({ nodes }: { nodes: InlineNode[] }): ReactNode {
  return nodes.map((node, index) => {
    switch (node.kind) {
      case 'text':
        return node.text.includes('\n') ? <span key={index}>{withBreaks(node.text)}</span> : node.text;
      case 'strong':
        return (
          <strong key={index}>
            <Inline nodes={node.children} />
          </strong>
        );
      case 'em':
        return (
          <em key={index}>
            <Inline nodes={node.children} />
          </em>
        );
      case 'link':
        return (
          <SmartLink key={index} href={node.href} target={node.target ?? undefined}>
            <Inline nodes={node.children} />
          </SmartLink>
        );
    }
  });
}

const TEXT_BLOCK_TAGS = { heading2: 'h2', heading3: 'h3', heading4: 'h4', paragraph: 'p' } as const;

function Block({ node }: { node: RichNode }) {
  switch (node.kind) {
    case 'heading2':
    case 'heading3':
    case 'heading4':
    case 'paragraph': {
      const Tag = TEXT_BLOCK_TAGS[node.kind];
      return (
        <Tag>
          <Inline nodes={node.children} />
        </Tag>
      );
    }
    case 'list':
    case 'ordered-list': {
      const List = node.kind === 'list' ? 'ul' : 'ol';
      return (
        <List>
          {node.items.map((item, index) => (
            <li key={index}>
              <Inline nodes={item} />
            </li>
          ))}
        </List>
      );
    }
  }
}

/** Editor's text (B10), set for reading: a narrow measure and generous leading. */
export function RichText({ data }: { data: RichTextView }) {
  const intl = useIntl();
  return (
    <div className="container">
      <div className={styles.prose}>
        {data.nodes.map((node, index) => (
          <Block key={index} node={node} />
        ))}
        {data.link ? (
          <p>
            <SmartLink href={data.link} className="button button--link">
              {intl.formatMessage({ id: 'content.richText.more' })}
            </SmartLink>
          </p>
        ) : null}
      </div>
    </div>
  );
}
