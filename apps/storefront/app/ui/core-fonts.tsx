import coreFontsCss from '../styles/core-fonts.css?inline';

/** The families of the two preloaded cores (styles/core-fonts.css): what the head's script loads. */
export const CORE_FONT_FAMILIES = ['Inter Variable', 'Playfair Display Variable'] as const;

/**
 * Starts loading every core face at once: `load` asks for the faces a space would be drawn in,
 * which are the cores (the rests leave out U+0020). A face that fails is left to the fallback, as
 * the stylesheet's own load would leave it, not reported as an error of the page's. Without scripts
 * the faces load when text first asks for them, as before.
 */
export const CORE_FONTS_SCRIPT = `if(document.fonts)${CORE_FONT_FAMILIES.map((family) => `document.fonts.load('1em "${family}"').catch(function(){})`).join(',')};`;

/**
 * The cores of the shop's typefaces, declared in the page's head ahead of its stylesheet and
 * loaded from there (styles/core-fonts.css says why), so that the page's first layout draws in them
 * instead of in a fallback laid out again once they arrive. Written before React Router's links:
 * React puts the fonts' preloads at the head's start and the stylesheet's link comes after these,
 * so the script runs while the stylesheet is still on its way, and its loads take up the preloaded
 * files. No script without the page's nonce (an error page without the shell's data), or on a page
 * that goes without scripts (render-failure.tsx).
 */
export function CoreFonts({ nonce, scripts }: { nonce: string | undefined; scripts: boolean }) {
  return (
    <>
      <style dangerouslySetInnerHTML={{ __html: coreFontsCss }} />
      {scripts && nonce ? <script nonce={nonce} dangerouslySetInnerHTML={{ __html: CORE_FONTS_SCRIPT }} /> : null}
    </>
  );
}
