import { useEffect } from 'react';

/**
 * Makes everything outside `element` inert while `active` (a modal's background): every sibling of
 * the element and of each of its ancestors up to <body>. Mantine portals other than the one holding
 * the element stay live, so notifications are still announced. Restores what it changed. Takes the
 * element itself, kept in state by the caller: a portal mounts it only after its owner.
 */
export function useInertOutside(element: HTMLElement | null, active: boolean): void {
  useEffect(() => {
    if (!active || !element) return;
    const changed: Element[] = [];
    for (let node: Element = element; node.parentElement && node !== document.body; node = node.parentElement) {
      for (const sibling of Array.from(node.parentElement.children)) {
        if (sibling === node || sibling.hasAttribute('inert')) continue;
        if (node.parentElement === document.body && sibling.hasAttribute('data-portal')) continue;
        sibling.setAttribute('inert', '');
        changed.push(sibling);
      }
    }
    return () => {
      for (const sibling of changed) sibling.removeAttribute('inert');
    };
  }, [element, active]);
}
