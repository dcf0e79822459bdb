import { useCallback, useEffect, useRef, useState } from "react";

/** A speech timer: counts down from `seconds` against the wall clock (no drift), pausable, resettable. */
export function useCountdown(seconds: number) {
  const [total, setTotal] = useState(seconds);
  const [left, setLeft] = useState(seconds);
  const [running, setRunning] = useState(false);
  const endsAt = useRef(0);

  useEffect(() => {
    if (!running) return;
    const tick = () => {
      const remaining = Math.max(0, Math.ceil((endsAt.current - Date.now()) / 1000));
      setLeft(remaining);
      if (remaining === 0) setRunning(false);
    };
    const id = setInterval(tick, 250);
    return () => clearInterval(id);
  }, [running]);

  // A new length (settings arrived) applies only while the timer is untouched.
  const now = useRef({ running, left, total });
  now.current = { running, left, total };
  useEffect(() => {
    const t = now.current;
    if (t.running || t.left !== t.total) return;
    setTotal(seconds);
    setLeft(seconds);
  }, [seconds]);

  const start = useCallback(() => {
    if (left <= 0) return;
    endsAt.current = Date.now() + left * 1000;
    setRunning(true);
  }, [left]);
  const pause = useCallback(() => setRunning(false), []);
  const reset = useCallback(() => {
    setRunning(false);
    setLeft(total);
  }, [total]);
  /** Puts back the time a saved draft had left, paused. */
  const restore = useCallback((seconds: number) => {
    setRunning(false);
    setLeft(Math.max(0, Math.round(seconds)));
  }, []);

  /** A new length for the next speech (a format round's own time): the timer stops and is full again. */
  const retime = useCallback((seconds: number) => {
    setRunning(false);
    setTotal(seconds);
    setLeft(seconds);
  }, []);

  return { left, total, running, start, pause, reset, restore, retime };
}

export type Countdown = ReturnType<typeof useCountdown>;

export function formatClock(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${m}:${String(s).padStart(2, "0")}`;
}
