import { useEffect, useRef, useState } from "react";
import { UI_MESSAGES } from "#shared/messages/ui.ts";

interface Recognition {
  continuous: boolean;
  interimResults: boolean;
  lang: string;
  start(): void;
  stop(): void;
  abort(): void;
  onresult: ((e: { resultIndex: number; results: ArrayLike<{ isFinal: boolean; 0: { transcript: string } }> }) => void) | null;
  onend: (() => void) | null;
  onerror: ((e: { error: string }) => void) | null;
}
type RecognitionCtor = new () => Recognition;
/** One run of the recogniser; a dropped one has handed its unsettled words over and is replaced as it ends. */
interface Session {
  r: Recognition;
  dropped: boolean;
}

function recognitionCtor(): RecognitionCtor | undefined {
  if (typeof window === "undefined") return undefined;
  const w = window as unknown as { SpeechRecognition?: RecognitionCtor; webkitSpeechRecognition?: RecognitionCtor };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition;
}

export interface DictationOptions {
  /** Also report the words heard before the recogniser settles on them (`interim`), which `takeInterim` hands over. */
  interim?: boolean;
}

/**
 * Dictation through the browser's speech recognition; `supported` is false where there is none. Settled words
 * go to `onText`. With `interim`, the words still being heard are `interim`; they are never lost: `takeInterim()`
 * hands them over at once (for a save) and listening goes on afresh, and words unsettled when the recogniser
 * stops by itself go to `onText`.
 */
export function useDictation(onText: (text: string) => void, { interim: withInterim = false }: DictationOptions = {}) {
  const [Ctor] = useState(recognitionCtor);
  const [listening, setListening] = useState(false);
  const [error, setError] = useState("");
  const [interim, setInterimState] = useState("");
  const heard = useRef("");
  const session = useRef<Session | null>(null);
  const wanted = useRef(false);
  const onTextRef = useRef(onText);
  onTextRef.current = onText;

  const setInterim = (text: string) => {
    heard.current = text;
    setInterimState(text);
  };

  useEffect(
    () => () => {
      const s = session.current;
      session.current = null;
      wanted.current = false;
      s?.r.abort();
    },
    [],
  );

  function begin() {
    if (!Ctor) return;
    const r = new Ctor();
    const s: Session = { r, dropped: false };
    r.continuous = true;
    r.interimResults = withInterim;
    r.lang = document.documentElement.lang || navigator.language || "en-GB";
    r.onresult = (e) => {
      if (s.dropped || session.current !== s) return;
      let pending = "";
      for (let i = e.resultIndex; i < e.results.length; i++) {
        const result = e.results[i];
        if (result.isFinal) onTextRef.current(result[0].transcript.trim());
        else pending += result[0].transcript;
      }
      if (withInterim) setInterim(pending.trim());
    };
    r.onerror = (e) => {
      if (s.dropped || e.error === "aborted") return;
      setError(e.error === "not-allowed" ? UI_MESSAGES.microphoneRefused : UI_MESSAGES.dictationStopped);
    };
    r.onend = () => {
      if (session.current !== s) return;
      session.current = null;
      if (s.dropped && wanted.current) {
        begin();
        return;
      }
      const left = heard.current;
      if (left) {
        setInterim("");
        onTextRef.current(left);
      }
      wanted.current = false;
      setListening(false);
    };
    session.current = s;
    try {
      r.start();
    } catch {
      session.current = null;
      wanted.current = false;
      setListening(false);
      setError(UI_MESSAGES.dictationStopped);
    }
  }

  function toggle() {
    if (!Ctor) return;
    if (session.current) {
      wanted.current = false;
      session.current.r.stop();
      return;
    }
    setError("");
    wanted.current = true;
    setListening(true);
    begin();
  }

  /** The words heard but not yet settled, handed over now; the recogniser forgets them and listens on afresh. */
  function takeInterim(): string {
    const text = heard.current;
    if (!text) return "";
    setInterim("");
    const s = session.current;
    if (s && !s.dropped) {
      s.dropped = true;
      s.r.abort();
    }
    return text;
  }

  return { supported: !!Ctor, listening, error, interim, toggle, takeInterim };
}
