import { Suspense, useEffect, useState } from 'react';
import { lazyChunk } from '../shell/lazy-chunk.ts';
import type { ShellView } from '../shell/shell-view.ts';
import { chatLinkOf, servicePageOf } from './chat-link.ts';

/** The panel's code loads when a chat link is first clicked: most visits never open it. */
const ServicePanel = lazyChunk(() => import('./service-panel.tsx'));

/**
 * Links ending in `#chat` (menus, content, the service page) open the customer-service panel
 * instead of navigating (R20, R21; decision 051): one listener for the whole page, ahead of the
 * router's own link handling, so the address stays as it is. The panel shows the store's phone,
 * e-mail address and opening hours from `storeConfig.storeInformation`.
 */
export function ServicePanelHost({ shell }: { shell: Pick<ShellView, 'phone' | 'serviceEmail' | 'openingHours'> }) {
  const [open, setOpen] = useState<{ servicePage: string | null } | null>(null);
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = chatLinkOf(event);
      if (!link) return;
      event.preventDefault();
      setOpen({ servicePage: servicePageOf(link.getAttribute('href') ?? '') });
    };
    // The capture phase on the window runs before React's handlers on the document.
    window.addEventListener('click', onClick, true);
    return () => window.removeEventListener('click', onClick, true);
  }, []);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ServicePanel
        phone={shell.phone}
        email={shell.serviceEmail}
        openingHours={shell.openingHours}
        servicePage={open.servicePage}
        onClose={() => setOpen(null)}
      />
    </Suspense>
  );
}
