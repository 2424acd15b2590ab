import type { CSSProperties, ReactNode } from 'react';
import { needsLightText } from '../../shell/shell-view.ts';
import { SmartLink } from '../../../ui/smart-link.tsx';
import type { ButtonView, TeaserView } from '../models/types.ts';
import styles from './block-parts.module.css';

const BUTTON_CLASSES: Record<ButtonView['style'], string> = {
  button: 'button',
  outline: 'button button--outline',
  light: 'button button--light',
  link: 'button button--link',
};

function buttonStyle(button: ButtonView): CSSProperties | undefined {
  if (!button.color) return undefined;
  if (button.style === 'link') return { color: button.color };
  if (button.style === 'outline') return { color: button.color, borderColor: button.color };
  const light = needsLightText(button.color);
  return { background: button.color, borderColor: button.color, color: light ? '#ffffff' : 'var(--color-ink)' };
}

/**
 * A block's call to action. Inside a block that is one link already (B5), it is drawn as a
 * button but is plain text, since links cannot nest.
 */
export function BlockButton({ button, insideLink = false, className }: { button: ButtonView; insideLink?: boolean; className?: string }) {
  const classes = [BUTTON_CLASSES[button.style], className].filter(Boolean).join(' ');
  if (insideLink) {
    return (
      <span className={classes} style={buttonStyle(button)}>
        {button.text}
      </span>
    );
  }
  return (
    <SmartLink href={button.href} className={classes} style={buttonStyle(button)}>
      {button.text}
    </SmartLink>
  );
}

/** Wraps `children` in one link when the block is clickable (B5), otherwise in a plain element. */
export function MaybeLink({
  href,
  className,
  children,
  style,
}: {
  href: string | null;
  className?: string;
  children: ReactNode;
  style?: CSSProperties;
}) {
  if (!href) {
    return (
      <div className={className} style={style}>
        {children}
      </div>
    );
  }
  return (
    <SmartLink href={href} className={[className, styles.blockLink].filter(Boolean).join(' ')} style={style}>
      {children}
    </SmartLink>
  );
}

export interface BlockHeadingProps {
  title: string;
  subtitle?: string;
  className?: string;
  /** Heading level; blocks use h2, nested teasers h3. */
  level?: 2 | 3;
}

/** Eyebrow subtitle above a serif title. */
export function BlockHeading({ title, subtitle, className, level = 2 }: BlockHeadingProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  if (!title && !subtitle) return null;
  return (
    <div className={[styles.heading, className].filter(Boolean).join(' ')}>
      {subtitle ? <p className={`eyebrow ${styles.subtitle}`}>{subtitle}</p> : null}
      {title ? <Heading className={styles.title}>{title}</Heading> : null}
    </div>
  );
}

/** Description text; editors' line breaks become paragraphs. */
export function Description({ text, className }: { text: string; className?: string }) {
  if (!text) return null;
  return (
    <div className={[styles.description, className].filter(Boolean).join(' ')}>
      {text.split(/\n+/).map((line, index) => (
        <p key={index}>{line}</p>
      ))}
    </div>
  );
}

interface TeaserTextProps {
  teaser: Pick<TeaserView, 'title' | 'subtitle' | 'description' | 'button'>;
  /** The block around is one link already (B5): the button is drawn, not linked. */
  insideLink?: boolean;
  level?: 2 | 3;
  classes?: { heading?: string; description?: string; button?: string };
}

/** A block's text: the heading with its eyebrow, the description and the call to action. */
export function TeaserText({ teaser, insideLink = false, level, classes = {} }: TeaserTextProps) {
  return (
    <>
      <BlockHeading title={teaser.title} subtitle={teaser.subtitle} level={level} className={classes.heading} />
      <Description text={teaser.description} className={classes.description} />
      {teaser.button ? <BlockButton button={teaser.button} insideLink={insideLink} className={classes.button} /> : null}
    </>
  );
}
