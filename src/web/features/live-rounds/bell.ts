// A bell as a short tone (WebAudio: no sound file to load). Browsers let a page make sound only after
// the user has touched it, so the audio context is made on the first touch and reused.
import type { BellKind } from "#shared/debate/formats/clock.ts";

let audio: AudioContext | null = null;

/** Call from a click or key handler: unlocks sound for the page's later bells. */
export function unlockBells(): void {
  if (typeof AudioContext === "undefined") return;
  audio ??= new AudioContext();
  void audio.resume().catch(() => undefined);
}

/** One strike at the protected time's edges, two at time (as a timekeeper knocks). */
export function ring(kind: BellKind): void {
  if (!audio || audio.state !== "running") return;
  const strikes = kind === "time" ? 2 : 1;
  for (let i = 0; i < strikes; i++) {
    const start = audio.currentTime + i * 0.35;
    const osc = audio.createOscillator();
    const gain = audio.createGain();
    osc.type = "sine";
    osc.frequency.value = 880;
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(0.4, start + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.3);
    osc.connect(gain).connect(audio.destination);
    osc.start(start);
    osc.stop(start + 0.32);
  }
}
