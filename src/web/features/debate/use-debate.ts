import { useCallback, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { ApiError, errorText } from "../../app/api";
import { AI_MESSAGES as M } from "../../../shared/messages";
import type { DebateHistory, Side, Verdict } from "../../../shared/debate";
import { debateApi, roundsKey, streamReply } from "./debate-api";

export interface ChatMessage {
  key: number;
  role: "user" | "assistant";
  content: string;
  engine: string | null;
  /** `streaming` while the reply arrives; `error` for the local 'Error generating response.' note (never stored). */
  status?: "streaming" | "error";
}

export type Busy = "" | "generating" | "starting" | "replying" | "resetting" | "ending";

let nextKey = 1;
const chat = (m: Omit<ChatMessage, "key">): ChatMessage => ({ key: nextKey++, ...m });

/** The debater screen's state and actions (spec part 1 section 4, "Debate"). */
export function useDebate() {
  const qc = useQueryClient();
  const [motion, setMotion] = useState("");
  const [side, setSide] = useState<Side>("Opposition");
  const [started, setStarted] = useState(false);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [draft, setDraft] = useState("");
  const [busy, setBusy] = useState<Busy>("");
  const [setupError, setSetupError] = useState("");
  const [chatError, setChatError] = useState("");
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  /** Set once the student acts, so a late history or settings answer never overwrites what they did. */
  const touched = useRef(false);
  const sideChosen = useRef(false);

  const loadHistory = useCallback((h: DebateHistory) => {
    if (touched.current || !h.motion || h.messages.length === 0) return false;
    setMotion(h.motion);
    if (h.side) setSide(h.side);
    setMessages(h.messages.map((m) => chat(m)));
    setStarted(true);
    sideChosen.current = true;
    return true;
  }, []);

  /** The side from settings (default_side), unless the student or a loaded round already decided it. */
  const applyDefaultSide = useCallback((s: Side) => {
    if (!sideChosen.current) setSide(s);
    sideChosen.current = true;
  }, []);

  async function generate() {
    touched.current = true;
    setSetupError("");
    setBusy("generating");
    try {
      setMotion((await debateApi.generateMotion()).motion);
    } catch (err) {
      setSetupError(errorText(err, M.couldNotGenerateMotion));
    } finally {
      setBusy("");
    }
  }

  async function start(): Promise<boolean> {
    touched.current = true;
    setSetupError("");
    if (!motion.trim()) {
      setSetupError(M.motionRequired);
      return false;
    }
    setBusy("starting");
    sideChosen.current = true;
    try {
      const res = await debateApi.start(motion.trim(), side);
      setMotion(motion.trim());
      setMessages(res.opening ? [chat({ role: "assistant", content: res.opening, engine: res.engine })] : []);
      setVerdict(null);
      setChatError("");
      setStarted(true);
      return true;
    } catch (err) {
      setSetupError(errorText(err, M.failedToStart));
      return false;
    } finally {
      setBusy("");
    }
  }

  /** Respond (or Begin): starts the round first when none is running, then streams the reply in. */
  async function send() {
    const text = draft.trim();
    if (!text || busy || verdict) return;
    touched.current = true;
    setChatError("");
    if (!started && !(await start())) return;
    const user = chat({ role: "user", content: text, engine: null });
    const reply = chat({ role: "assistant", content: "", engine: null, status: "streaming" });
    setMessages((ms) => [...ms.filter((m) => m.status !== "error"), user, reply]);
    setDraft("");
    setBusy("replying");
    const patch = (f: (m: ChatMessage) => ChatMessage) => setMessages((ms) => ms.map((m) => (m.key === reply.key ? f(m) : m)));
    try {
      const done = await streamReply(text, (piece) => patch((m) => ({ ...m, content: m.content + piece })));
      patch((m) => ({ ...m, content: done.reply, engine: done.engine, status: undefined }));
    } catch (err) {
      // Nothing was stored: take the speech back out of the chat and leave it in the box.
      setMessages((ms) => [...ms.filter((m) => m.key !== user.key && m.key !== reply.key), chat({ role: "assistant", content: M.errorGeneratingResponse, engine: null, status: "error" })]);
      setDraft((d) => (d.trim() ? d : text));
      setChatError(errorText(err, M.failedToReply));
      if (err instanceof ApiError && err.status === 409) setStarted(false);
    } finally {
      setBusy("");
    }
  }

  async function newDebate() {
    touched.current = true;
    setMessages([]);
    setDraft("");
    setStarted(false);
    setVerdict(null);
    setChatError("");
    setSetupError("");
    setBusy("resetting");
    try {
      await debateApi.reset();
    } catch (err) {
      setChatError(errorText(err, M.failedToReset));
    } finally {
      setBusy("");
    }
  }

  async function end() {
    touched.current = true;
    setChatError("");
    setBusy("ending");
    try {
      const res = await debateApi.end();
      setVerdict(res.verdict);
      setStarted(false);
      void qc.invalidateQueries({ queryKey: roundsKey });
    } catch (err) {
      setChatError(errorText(err, M.failedToJudge));
    } finally {
      setBusy("");
    }
  }

  function pickSide(s: Side) {
    sideChosen.current = true;
    setSide(s);
  }

  function editMotion(text: string) {
    touched.current = true;
    setMotion(text);
  }

  return {
    motion, editMotion, side, pickSide, applyDefaultSide, started, messages, draft, setDraft, busy, setupError, chatError, verdict,
    loadHistory, generate, start, send, newDebate, end,
    /** The round has been judged: the transcript stays on screen until New Debate. */
    finished: verdict !== null,
  };
}

export type DebateState = ReturnType<typeof useDebate>;
