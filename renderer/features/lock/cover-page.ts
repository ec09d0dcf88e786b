// While the lock screen shows, everything else in the page is `inert` (no focus, no clicks, no find-in-page)
// and hidden from assistive technology; windows that open later (a dialog's portal) are covered too.

/** Makes every child of `root` but `keep` inert and aria-hidden; answers the function that restores them. */
export function coverPage(root: HTMLElement, keep: HTMLElement): () => void {
  const before = new Map<Element, { inert: boolean; hidden: string | null }>();
  const cover = (element: Element): void => {
    if (element === keep || before.has(element) || !(element instanceof HTMLElement)) return;
    before.set(element, { inert: element.inert, hidden: element.getAttribute('aria-hidden') });
    element.inert = true;
    element.setAttribute('aria-hidden', 'true');
  };
  for (const child of Array.from(root.children)) cover(child);
  const observer = new MutationObserver((changes) => {
    for (const change of changes)
      for (const node of Array.from(change.addedNodes)) if (node instanceof Element) cover(node);
  });
  observer.observe(root, { childList: true });
  return () => {
    observer.disconnect();
    for (const [element, was] of before) {
      if (!(element instanceof HTMLElement)) continue;
      element.inert = was.inert;
      if (was.hidden === null) element.removeAttribute('aria-hidden');
      else element.setAttribute('aria-hidden', was.hidden);
    }
  };
}
