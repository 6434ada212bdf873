// Scroll on navigation (spec.md section 2): to the top, or to the #anchor when there is one; the
// position is kept when the path is unchanged (only the query changed). Back and forward restore
// the position the visitor left, as browsers do.

export interface ScrollLocation {
  pathname: string;
  key?: string;
  search?: string;
  hash?: string;
  /** 'POP' for back/forward (see trackHistoryPops). */
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

/** The history key of the entry back/forward last landed on ('initial' for the first one). */
let poppedKey: string | null = null;

function keyOfState(state: unknown): string {
  const key = (state as { key?: unknown } | null)?.key;
  return typeof key === 'string' ? key : 'initial';
}

/**
 * Back/forward detection for shouldUpdateScroll. The router's location objects do not carry the
 * history action (each router listener gets its own copy), so a popstate listener, installed in
 * onClientEntry, remembers the history key it landed on; route updates of that entry are POPs
 * (Gatsby may ask more than once per update), a new navigation gets a new key.
 */
export function trackHistoryPops(win: Window = window): void {
  win.addEventListener('popstate', (event) => {
    poppedKey = keyOfState(event.state);
  });
}

/** 'POP' when the location (by its history key) was reached with back/forward. */
export function historyActionOf(location: { key?: string }): 'POP' | undefined {
  return poppedKey !== null && (location.key ?? 'initial') === poppedKey ? 'POP' : undefined;
}
