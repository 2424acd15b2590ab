import type { PostalAddressView } from './address-view.ts';

/** An address as printed on an envelope: name, company, street, place, country, telephone. */
export function PostalAddress({ address, className }: { address: PostalAddressView; className?: string }) {
  return (
    <address className={className}>
      <span>{address.name}</span>
      {address.company ? <span>{address.company}</span> : null}
      {address.lines.map((line) => (
        <span key={line}>{line}</span>
      ))}
      {address.telephone ? <span>{address.telephone}</span> : null}
    </address>
  );
}

/**
 * An order's address under its heading (the confirmation page's block, the account's order card), or
 * nothing when the order has none; `as` is the element the page lists it in.
 */
export function TitledAddress({
  title,
  address,
  as: Tag,
  classes,
}: {
  title: string;
  address: PostalAddressView | null;
  as: 'li' | 'section';
  classes: { block?: string; title?: string; address?: string };
}) {
  if (!address) return null;
  return (
    <Tag className={classes.block}>
      <h2 className={classes.title}>{title}</h2>
      <PostalAddress address={address} className={classes.address} />
    </Tag>
  );
}
