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

function recognitionCtor(): RecognitionCtor | undefined {
  if (typeof window === "undefined") return undefined;
  const w = window as unknown as { SpeechRecognition?: RecognitionCtor; webkitSpeechRecognition?: RecognitionCtor };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition;
}

/** Dictation through the browser's speech recognition; `supported` is false where there is none. */
export function useDictation(onText: (text: string) => void) {
  const [Ctor] = useState(recognitionCtor);
  const [listening, setListening] = useState(false);
  const [error, setError] = useState("");
  const rec = useRef<Recognition | null>(null);
  const onTextRef = useRef(onText);
  onTextRef.current = onText;

  useEffect(() => () => rec.current?.abort(), []);

  function toggle() {
    if (!Ctor) return;
    if (rec.current) {
      rec.current.stop();
      return;
    }
    const r = new Ctor();
    r.continuous = true;
    r.interimResults = false;
    r.lang = document.documentElement.lang || navigator.language || "en-GB";
    r.onresult = (e) => {
      for (let i = e.resultIndex; i < e.results.length; i++) {
        const result = e.results[i];
        if (result.isFinal) onTextRef.current(result[0].transcript.trim());
      }
    };
    r.onerror = (e) => setError(e.error === "not-allowed" ? UI_MESSAGES.microphoneRefused : UI_MESSAGES.dictationStopped);
    r.onend = () => {
      rec.current = null;
      setListening(false);
    };
    setError("");
    rec.current = r;
    r.start();
    setListening(true);
  }

  return { supported: !!Ctor, listening, error, toggle };
}
