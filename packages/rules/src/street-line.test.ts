import { describe, expect, it } from 'vitest';
import { MAX_STREET_LINE_LENGTH, splitStreetLine } from './street-line.ts';

/** Real addresses as shoppers type them on one line: country, line, street, house number, addition. */
const lines: [country: string, line: string, street: string, houseNumber: string, addition: string][] = [
  ['NL', 'Damrak 1', 'Damrak', '1', ''],
  ['NL', 'Damrak 1-3 hs', 'Damrak', '1', '3 hs'],
  ['NL', 'Keizersgracht 123 A', 'Keizersgracht', '123', 'A'],
  ['NL', 'Keizersgracht 123-A', 'Keizersgracht', '123', 'A'],
  ['NL', 'Laan van Meerdervoort 1001bis', 'Laan van Meerdervoort', '1001', 'bis'],
  ['NL', '2e Hugo de Grootstraat 3', '2e Hugo de Grootstraat', '3', ''],
  ['NL', '1e Jan Steenstraat 10', '1e Jan Steenstraat', '10', ''],
  ['NL', 'Prinsengracht 263-267', 'Prinsengracht', '263', '267'],
  ['NL', 'Kalverstraat 92 II', 'Kalverstraat', '92', 'II'],
  ['NL', 'Plein 1944 12', 'Plein 1944', '12', ''],
  ['NL', 'Laan 1940-1945 8', 'Laan 1940-1945', '8', ''],
  ['NL', 'Van Baerlestraat 92-94', 'Van Baerlestraat', '92', '94'],
  ['NL', "Burg. s'Jacobplein 5 zwart", "Burg. s'Jacobplein", '5', 'zwart'],
  ['NL', 'Damrak 1, 2e verdieping', 'Damrak', '1', '2e verdieping'],
  ['NL', '  Damrak\t\t1  ', 'Damrak', '1', ''],
  ['BE', 'Rue de la Loi 16/2', 'Rue de la Loi', '16', '2'],
  ['BE', 'Rue de la Loi 16 bus 2', 'Rue de la Loi', '16', 'bus 2'],
  ['BE', 'Meir 50 b3', 'Meir', '50', 'b3'],
  ['DE', 'Unter den Linden 77 b', 'Unter den Linden', '77', 'b'],
  ['DE', 'Straße des 17. Juni 135', 'Straße des 17. Juni', '135', ''],
  ['DE', 'Hauptstr. 5a', 'Hauptstr.', '5', 'a'],
  ['DE', 'Berliner Allee 12/1', 'Berliner Allee', '12', '1'],
  ['AT', 'Mariahilfer Straße 120', 'Mariahilfer Straße', '120', ''],
  ['CH', 'Bahnhofstrasse 21', 'Bahnhofstrasse', '21', ''],
  ['ES', 'Calle Mayor, 5', 'Calle Mayor', '5', ''],
  ['IT', 'Via Roma 10', 'Via Roma', '10', ''],
  ['GB', '10 Downing Street', 'Downing Street', '10', ''],
  ['GB', '221B Baker Street', 'Baker Street', '221', 'B'],
  ['GB', 'Downing Street 10', 'Downing Street', '10', ''],
  ['US', '1600 Pennsylvania Avenue NW', 'Pennsylvania Avenue NW', '1600', ''],
  ['FR', '10 bis rue de Rivoli', 'rue de Rivoli', '10', 'bis'],
  ['FR', '55, rue du Faubourg Saint-Honoré', 'rue du Faubourg Saint-Honoré', '55', ''],
  ['nl', 'damrak 1', 'damrak', '1', ''],
];

describe('splitStreetLine (decision 060)', () => {
  it.each(lines)('%s "%s" is %s / %s / %s', (country, line, street, houseNumber, addition) => {
    expect(splitStreetLine(line, country)).toEqual({ ok: true, parts: { street, houseNumber, addition } });
  });

  it.each([
    ['NL', 'Damrak'],
    ['NL', 'Postbus'],
    ['NL', '12'],
    ['NL', '1-3 hs'],
    ['DE', 'Straße des 17. Juni'],
    ['GB', 'Downing Street'],
    ['GB', '10'],
    ['NL', '10 Downing Street'],
  ])('%s "%s" has no house number and is refused', (country, line) => {
    expect(splitStreetLine(line, country)).toEqual({ ok: false, error: 'street.houseNumberMissing' });
  });

  it('refuses an empty line, a control character and an oversized line', () => {
    expect(splitStreetLine('   ', 'NL')).toEqual({ ok: false, error: 'street.required' });
    expect(splitStreetLine('Dam\u0007rak 1', 'NL')).toEqual({ ok: false, error: 'street.invalid' });
    expect(splitStreetLine('Damrak 1\u202e', 'NL')).toEqual({ ok: false, error: 'street.invalid' });
    expect(splitStreetLine('Dam\u200brak 1', 'NL')).toEqual({ ok: false, error: 'street.invalid' });
    expect(splitStreetLine(`${'a'.repeat(MAX_STREET_LINE_LENGTH)} 1`, 'NL')).toEqual({ ok: false, error: 'street.tooLong' });
    expect(splitStreetLine(`${'1 '.repeat(100_000)}x`, 'NL')).toEqual({ ok: false, error: 'street.tooLong' });
  });

  it('reads a line of the longest length in linear time', () => {
    const line = `${'7a '.repeat(Math.floor(MAX_STREET_LINE_LENGTH / 3) - 1)}x`;
    const started = performance.now();
    splitStreetLine(line, 'NL');
    splitStreetLine(line, 'GB');
    expect(performance.now() - started).toBeLessThan(100);
  });

  it('keeps a house number or addition that is too long for the shop: the address rules refuse it', () => {
    expect(splitStreetLine('Damrak 12345678901', 'NL')).toEqual({
      ok: true,
      parts: { street: 'Damrak', houseNumber: '12345678901', addition: '' },
    });
  });
});
