import { useEffect } from 'react';
import { RUNTIME_READY_EVENT } from './runtimeOnInteraction';

/**
 * On a public page, tells the island script that the runtime has hydrated the page (its effect
 * runs once the page's handlers are attached), so what it held goes on (runtimeOnInteraction.ts).
 * The prebuilt app screens say it themselves once they show the visitor's address
 * (app/BuildLocation.tsx).
 */
export function RuntimeReady() {
  useEffect(() => {
    window.dispatchEvent(new Event(RUNTIME_READY_EVENT));
  }, []);
  return null;
}
