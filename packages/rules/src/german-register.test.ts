import { describe, expect, it } from 'vitest';
import { deliveryMessage } from './delivery.ts';
import { germanRegisterFindings, germanRegisterReport, GERMAN_THIRD_PERSON_SENTENCES } from './german-register.ts';

const words = (text: string) => germanRegisterFindings(text).map((finding) => `${finding.problem}: ${finding.word}`);

describe('the German register (decision 047)', () => {
  it('finds the formal address the register form, the footer and the payment box used to show', () => {
    expect(words('Bitte wählen Sie eine Anrede.')).toEqual(['formal address: Sie']);
    expect(words('Melden Sie sich für den Newsletter an und erhalten Sie 10 Euro Rabatt.')).toEqual([
      'formal address: Sie',
      'formal address: Sie',
    ]);
    expect(words('Bezahlen Sie damit Ihre Bestellung ganz oder teilweise.')).toEqual(['formal address: Sie', 'formal address: Ihre']);
    expect(words('Das könnte Ihnen auch gefallen')).toEqual(['formal address: Ihnen']);
    expect(words('<p>Ihr Konto wurde angelegt.</p>')).toEqual(['formal address: Ihr']);
    expect(words('{count, plural, one {Ihr Artikel} other {Ihre # Artikel}}')).toEqual(['formal address: Ihr', 'formal address: Ihre']);
    expect(words('Guthaben nach Ihrer Bestellung, gültig in Ihrem Land, für Ihren Einkauf, Ihres Kontos')).toHaveLength(4);
  });

  it('leaves the du register, lower-case "sie"/"ihr" (they, her) and words that only start alike alone', () => {
    expect(words('Bitte wähle eine Anrede. Melde dich an und erhalte 10 Euro Rabatt.')).toEqual([]);
    expect(words('Dein Warenkorb ist leer. Wir halten die Artikel für dich zurück; danach gehen sie zurück ins Lager.')).toEqual([]);
    expect(words('Die Karte schicken wir an ihre Adresse; ihr Guthaben bleibt.')).toEqual([]);
    expect(words('Siegel, Ihringen, Dienst, Direktor, Duft')).toEqual([]);
  });

  it('takes a capital "Sie" at a sentence start as "they" only for the sentences listed with a reason', () => {
    for (const { start, reason } of GERMAN_THIRD_PERSON_SENTENCES) {
      expect(reason).not.toBe('');
      expect(words(`Cookies sind klein. ${start} …`), start).toEqual([]);
    }
    expect(words('Cookies sind klein. Sie können sie jederzeit löschen.')).toEqual(['formal address: Sie']);
    // In the middle of a sentence the listed words are still the formal address.
    expect(words('Dann sorgen Sie dafür, dass alles passt.')).toEqual(['formal address: Sie']);
    expect(words('Notiere die PIN, weil Sie wird nicht gespeichert')).toEqual(['formal address: Sie']);
  });

  it('finds a capitalised du form in the middle of a sentence and allows it at a start', () => {
    expect(words('Schön, dass Du da bist. Bitte prüfe Deine Daten.')).toEqual(['capitalised du form: Du', 'capitalised du form: Deine']);
    expect(words('Deine E-Mail-Adresse')).toEqual([]);
    expect(words('Fast geschafft: Deine Anmeldung ist bestätigt. Du bekommst eine E-Mail. „Dein Code“')).toEqual([]);
  });

  it('reports each finding with where the text sits, and nothing for clean texts', () => {
    expect(
      germanRegisterReport([
        ['account.register.intro', 'Sie haben schon ein Konto?'],
        ['cart.mini.title', 'Dein Warenkorb'],
      ]),
    ).toEqual(['account.register.intro: formal address "Sie" in "Sie haben schon ein Konto?"']);
  });

  it('keeps the delivery promise in the du register', () => {
    // A Monday, a Thursday evening, a Friday evening and a Saturday: tomorrow, the day after, a weekday.
    const texts = ['2026-11-23T10:00:00Z', '2026-11-26T22:00:00Z', '2026-11-27T22:00:00Z', '2026-11-28T10:00:00Z'].map(
      (now) => [now, deliveryMessage(new Date(now), 'de')] as const,
    );
    expect(germanRegisterReport(texts)).toEqual([]);
  });
});
