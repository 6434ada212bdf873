// Scroll on navigation (spec.md section 2): to the top, or to the #anchor when there is one; the
// position is kept when the path is unchanged (only the query changed). Back and forward restore
// the position the visitor left, as browsers do.

export interface ScrollLocation {
  pathname: string;
  search?: string;
  hash?: string;
  /** 'POP' for back/forward (Gatsby copies reach-router's action onto the location). */
  action?: string;
}

export type ScrollDecision =
  { kind: 'top' } | { kind: 'anchor'; id: string } | { kind: 'keep' } | { kind: 'restore' };

function samePath(a: string, b: string): boolean {
  return a.replace(/\/+$/, '') === b.replace(/\/+$/, '');
}

function anchorId(hash: string | undefined): string | null {
  if (!hash || hash === '#') return null;
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

export function scrollDecision(
  previous: ScrollLocation | undefined,
  next: ScrollLocation,
): ScrollDecision {
  const id = anchorId(next.hash);
  if (!previous) return id ? { kind: 'anchor', id } : { kind: 'keep' };
  if (next.action === 'POP') return id ? { kind: 'anchor', id } : { kind: 'restore' };
  if (id && (!samePath(previous.pathname, next.pathname) || previous.hash !== next.hash)) {
    return { kind: 'anchor', id };
  }
  if (samePath(previous.pathname, next.pathname)) return { kind: 'keep' };
  return { kind: 'top' };
}

/**
 * Carries a decision out. Returns Gatsby's shouldUpdateScroll answer: true only to let Gatsby
 * restore the saved position on back/forward; every other case is done here.
 */
export function applyScrollDecision(decision: ScrollDecision, win: Window = window): boolean {
  switch (decision.kind) {
    case 'restore':
      return true;
    case 'keep':
      return false;
    case 'top':
      win.scrollTo(0, 0);
      return false;
    case 'anchor': {
      const target = win.document.getElementById(decision.id);
      if (target) target.scrollIntoView();
      else win.scrollTo(0, 0);
      return false;
    }
  }
}
