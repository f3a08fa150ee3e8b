import { createContext, useContext } from 'react';

/**
 * Enter in a weight field (or a scale's reading) moves on to the next line to weigh. The compile
 * list (CompileBagList) knows the next line even where its bag is not drawn yet; without the list
 * (a bag on its own) the next weight field in the page is taken.
 */
export const WeightNavigation = createContext<(lineId: string, from: HTMLInputElement) => void>((_lineId, from) => {
  const inputs = Array.from(document.querySelectorAll<HTMLInputElement>('input[data-weight-line]'));
  const next = inputs[inputs.indexOf(from) + 1];
  if (next) {
    next.focus();
    next.select();
  }
});

export const useFocusNextWeight = () => useContext(WeightNavigation);
