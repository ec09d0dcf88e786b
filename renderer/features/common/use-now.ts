import { useEffect, useState } from 'react';

/** The time now (ms since the epoch), renewed every `everyMs` while mounted: a label that says "today" turns "yesterday" at midnight. */
export function useNow(everyMs = 60_000): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
