import { useLocation } from '@reach/router';
import { useEffect, useMemo, useState } from 'react';
import { useStores } from '../../stores/StoreProvider';
import { createAskVetApi } from './askVetApi';

/**
 * How many questions wait for the vet's clinic (the vet area's menu shows it), read again on
 * every page of the area, so answering one and going back counts it off. Null until known.
 */
export function useWaitingQuestions(): number | null {
  const { http } = useStores();
  const { pathname } = useLocation();
  const api = useMemo(() => createAskVetApi(http), [http]);
  const [waiting, setWaiting] = useState<number | null>(null);
  useEffect(() => {
    let current = true;
    api.queue({ notify: false }).then(
      (list) => {
        if (current) setWaiting(list.filter((q) => q.status === 'waiting_for_clinic').length);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [api, pathname]);
  return waiting;
}
