import { useEffect, useState } from 'react';

const COARSE = '(pointer: coarse)';

/**
 * True on touch-first devices (phones, tablets), where a "take a photo" button opens the camera;
 * on a computer the same input would only open the file picker twice over.
 */
export function useCoarsePointer(): boolean {
  const [coarse, setCoarse] = useState(false);
  useEffect(() => {
    const query = typeof window !== 'undefined' ? window.matchMedia?.(COARSE) : undefined;
    if (!query) return;
    setCoarse(query.matches);
    const change = (event: MediaQueryListEvent) => setCoarse(event.matches);
    query.addEventListener?.('change', change);
    return () => query.removeEventListener?.('change', change);
  }, []);
  return coarse;
}
