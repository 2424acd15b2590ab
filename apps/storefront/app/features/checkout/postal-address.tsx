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
