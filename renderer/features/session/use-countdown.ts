import { useEffect, useState } from 'react';

/** Seconds left of a wait of `seconds` that started when the component mounted; 0 when over (remount to restart). */
export function useCountdown(seconds: number | undefined): number {
  const [left, setLeft] = useState(seconds ?? 0);
  useEffect(() => {
    if (!seconds) return undefined;
    const end = Date.now() + seconds * 1000;
    const timer = setInterval(() => {
      const rest = Math.max(0, Math.ceil((end - Date.now()) / 1000));
      setLeft(rest);
      if (rest === 0) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [seconds]);
  return left;
}
