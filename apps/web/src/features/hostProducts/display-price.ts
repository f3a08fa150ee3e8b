import { centsToDecimal, parseEuroCents } from '@bakery/core';

/**
 * A display price as a host types it ("2,40", "2.4", " 3 ") → the API's "2.40"; blank → null
 * (the base price applies). `undefined` for anything the server would refuse: negative, letters,
 * more than 2 decimals.
 */
export function parseDisplayPrice(text: string): string | null | undefined {
  if (text.trim() === '') return null;
  const cents = parseEuroCents(text);
  if (cents === null) return undefined;
  return centsToDecimal(cents);
}

/** The API's display price ("2.40") as the host's language writes it in an input ("2,40" in de/it). */
export function displayPriceInput(displayPrice: string | null, language: string): string {
  if (displayPrice === null) return '';
  return language === 'en' ? displayPrice : displayPrice.replace('.', ',');
}
