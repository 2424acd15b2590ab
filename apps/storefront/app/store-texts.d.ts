/** A store language's texts, built from the catalogue (texts-asset.ts, decision 067). */
declare module 'virtual:store-texts/*' {
  const messages: Record<string, string>;
  export default messages;
}
