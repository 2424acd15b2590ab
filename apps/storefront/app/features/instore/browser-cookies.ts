/** The tabletop cookies as the browser's check reads and writes them (path /, Secure behind TLS, CK1). */

export function readBrowserCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      return null;
    }
  }
  return null;
}

function attributes(expires: Date): string {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  return `; Path=/; Expires=${expires.toUTCString()}; SameSite=Lax${secure}`;
}

export function writeBrowserCookie(name: string, value: string, expires: Date): void {
  document.cookie = `${name}=${encodeURIComponent(value)}${attributes(expires)}`;
}

export function deleteBrowserCookie(name: string): void {
  document.cookie = `${name}=${attributes(new Date(0))}`;
}
