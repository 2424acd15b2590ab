/**
 * The German store speaks to the shopper with "du", written lower case (decision 047). These
 * checks find the two ways a German text breaks that: the formal address (Sie, Ihr, Ihnen …) and a
 * capitalised du form in the middle of a sentence. The catalogues, e-mails, seed content and the
 * staff console are all tested against them.
 */

/** The formal address words: written with a capital, they mean "you" anywhere but at a sentence start. */
const FORMAL = /(?<!\p{L})(?:Sie|Ihr|Ihre|Ihrem|Ihren|Ihrer|Ihres|Ihnen)(?!\p{L})/gu;

/** The du forms; the house style writes them lower case, so a capital is only right at a sentence start. */
const FAMILIAR = /(?<!\p{L})(?:Du|Dich|Dir|Dein|Deine|Deinem|Deinen|Deiner|Deines)(?!\p{L})/gu;

/**
 * What may come right before the first word of a sentence (spaces aside): nothing, the end of the
 * previous sentence, a colon, an HTML tag, the start of an ICU branch, an opening quote or bracket,
 * a dash or bullet of a list.
 */
const SENTENCE_START = /(?:^|[.!?:…>{(„“"«»\n–—|•])\s*$/u;

/**
 * Sentences whose capital "Sie"/"Ihr…" at the start means "they", "she", "it" or "its", never the
 * shopper. A formal word at a sentence start is a finding unless the sentence starts with one of
 * these; in the middle of a sentence a capital form is always the formal address.
 */
export const GERMAN_THIRD_PERSON_SENTENCES: readonly { start: string; reason: string }[] = [
  { start: 'Sie merken sich', reason: 'the cookie page: "they" are the cookies' },
  { start: 'Sie können nicht deaktiviert werden', reason: 'the cookie page: "they" are the necessary cookies' },
  { start: 'Sie sorgen dafür', reason: 'the cookie page: "they" are the marketing cookies' },
  { start: 'Sie wird nicht gespeichert', reason: 'the staff console: "it" is a gift card PIN' },
];

export interface RegisterFinding {
  /** The word as written. */
  word: string;
  /** Why it is wrong. */
  problem: 'formal address' | 'capitalised du form';
  /** The words around it, to find the text. */
  excerpt: string;
}

function excerptAt(text: string, index: number, length: number): string {
  const from = Math.max(0, index - 30);
  const to = Math.min(text.length, index + length + 30);
  return `${from > 0 ? '…' : ''}${text.slice(from, to)}${to < text.length ? '…' : ''}`;
}

function atSentenceStart(text: string, index: number): boolean {
  return SENTENCE_START.test(text.slice(Math.max(0, index - 40), index));
}

/** Every place where a German text leaves the shop's "du" register; empty when it keeps to it. */
export function germanRegisterFindings(text: string): RegisterFinding[] {
  const findings: RegisterFinding[] = [];
  for (const match of text.matchAll(FORMAL)) {
    const allowed =
      atSentenceStart(text, match.index) && GERMAN_THIRD_PERSON_SENTENCES.some(({ start }) => text.startsWith(start, match.index));
    if (!allowed) findings.push({ word: match[0], problem: 'formal address', excerpt: excerptAt(text, match.index, match[0].length) });
  }
  for (const match of text.matchAll(FAMILIAR)) {
    if (!atSentenceStart(text, match.index)) {
      findings.push({ word: match[0], problem: 'capitalised du form', excerpt: excerptAt(text, match.index, match[0].length) });
    }
  }
  return findings;
}

/**
 * The findings over many texts, each prefixed with where the text sits (a message key, a mail
 * field, a seed document), for a test to compare with an empty list.
 */
export function germanRegisterReport(texts: Iterable<readonly [where: string, text: string]>): string[] {
  const report: string[] = [];
  for (const [where, text] of texts) {
    for (const finding of germanRegisterFindings(text))
      report.push(`${where}: ${finding.problem} "${finding.word}" in "${finding.excerpt}"`);
  }
  return report;
}
