/** QR codes for the device links, as inline SVG (no script, no request; the CSP allows nothing else). */
import QRCode from 'qrcode';

function escapeAttribute(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

/** An SVG QR code of `text`, named `label` for screen readers. */
export async function qrSvg(text: string, label: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return svg.replace('<svg ', `<svg role="img" aria-label="${escapeAttribute(label)}" `);
}
