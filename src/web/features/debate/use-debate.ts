import { useState } from "react";
import { schemaResolver, useForm } from "@mantine/form";
import { ApiError, errorText } from "#web/ui/api-error.ts";
import { useGenerateMotion } from "#web/app/motions/use-generate-motion.ts";
import { AI_MESSAGES as M } from "#shared/messages/index.ts";
import type { Side } from "#shared/debate/rules.ts";
import { startInput, type DebateHistory, type RoundAssignment, type Verdict } from "#shared/debate/schemas.ts";
import { useStartDebate } from "./api/use-start-debate";
import { useSendSpeech } from "./api/stream-reply";
import { useResetDebate } from "./api/use-reset-debate";
import { useEndDebate } from "./api/use-end-debate";

export interface ChatMessage {
  key: number;
  role: "user" | "assistant";
  content: string;
  engine: string | null;
  /** `streaming` while the reply arrives; `error` for the local 'Error generating response.' note (never stored). */
  status?: "streaming" | "error";
}

/** What the opponent was set to when the round started (the server fixes both for the round). */
export type RoundSetup = Pick<DebateHistory, "difficulty" | "press">;

export type Busy = "" | "generating" | "starting" | "replying" | "resetting" | "ending";

let nextKey = 1;
const chat = (m: Omit<ChatMessage, "key">): ChatMessage => ({ key: nextKey++, ...m });

/** The setup form checks the motion and side with the server's own start rules. */
const setupSchema = startInput.pick({ motion: true, side: true });
export type DebateSetup = { motion: string; side: Side };

/** A round the server still holds: the debater opens on it (spec: "on entry it loads prior debate history"). */
function resumable(h: DebateHistory | null | undefined): h is DebateHistory {
  return !!h && !!h.motion && h.messages.length > 0;
}

/**
 * The debater screen's state and actions. It starts from the round
 * the server holds (or a new one on the settings' side); every server call is a TanStack mutation.
 */
export function useDebate({ history, defaultSide }: { history: DebateHistory | null | undefined; defaultSide: Side }) {
  const resumed = resumable(history);
  const setup = useForm<DebateSetup>({
    mode: "controlled",
    initialValues: { motion: resumed ? history.motion : "", side: (resumed && history.side) || defaultSide },
    validate: schemaResolver(setupSchema, { sync: true }),
  });
  const [started, setStarted] = useState(resumed);
  const [messages, setMessages] = useState<ChatMessage[]>(() => (resumed ? history.messages.map((m) => chat(m)) : []));
  const [draft, setDraft] = useState("");
  const [setupError, setSetupError] = useState("");
  // A start refused because a class assignment's round is open (another tab, or a page opened before it
  // began): the page offers to open that round rather than drop it.
  const [openElsewhere, setOpenElsewhere] = useState(false);
  // New Debate on an assignment's round asks first: it would drop a round the class is waiting for.
  const [confirmingDrop, setConfirmingDrop] = useState(false);
  const [chatError, setChatError] = useState("");
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const [round, setRound] = useState<RoundSetup | null>(() => (resumed ? { difficulty: history.difficulty, press: history.press } : null));
  // The class assignment the round was started for (from the class's Start or Continue); a round started
  // here, or New Debate, is the student's own practice.
  const [assignment, setAssignment] = useState<RoundAssignment | null>(() => (resumed ? history.assignment : null));

  const generateCall = useGenerateMotion();
  const startCall = useStartDebate();
  const sendCall = useSendSpeech();
  const resetCall = useResetDebate();
  const endCall = useEndDebate();
  const busy: Busy = generateCall.isPending
    ? "generating"
    : startCall.isPending
      ? "starting"
      : sendCall.isPending
        ? "replying"
        : resetCall.isPending
          ? "resetting"
          : endCall.isPending
            ? "ending"
            : "";

  async function generate() {
    setSetupError("");
    try {
      setup.setFieldValue("motion", (await generateCall.mutateAsync()).motion);
    } catch (err) {
      setSetupError(errorText(err, M.couldNotGenerateMotion));
    }
  }

  async function start(): Promise<boolean> {
    setSetupError("");
    setOpenElsewhere(false);
    if (setup.validate().hasErrors) return false;
    const { motion, side } = setup.getValues();
    try {
      const res = await startCall.mutateAsync({ motion: motion.trim(), side });
      setup.setFieldValue("motion", motion.trim());
      setMessages(res.opening ? [chat({ role: "assistant", content: res.opening, engine: res.engine })] : []);
      setRound({ difficulty: res.difficulty, press: res.press });
      setAssignment(null);
      setVerdict(null);
      setChatError("");
      setStarted(true);
      return true;
    } catch (err) {
      setSetupError(errorText(err, M.failedToStart));
      // The one refusal of a start: a round for a class assignment is in progress.
      if (err instanceof ApiError && err.status === 409) setOpenElsewhere(true);
      return false;
    }
  }

  /** Respond (or Begin): starts the round first when none is running, then streams the reply in. */
  async function send() {
    const text = draft.trim();
    if (!text || busy || verdict) return;
    setChatError("");
    if (!started && !(await start())) return;
    const user = chat({ role: "user", content: text, engine: null });
    const reply = chat({ role: "assistant", content: "", engine: null, status: "streaming" });
    setMessages((ms) => [...ms.filter((m) => m.status !== "error"), user, reply]);
    setDraft("");
    const patch = (f: (m: ChatMessage) => ChatMessage) => setMessages((ms) => ms.map((m) => (m.key === reply.key ? f(m) : m)));
    try {
      const done = await sendCall.mutateAsync({ content: text, onDelta: (piece) => patch((m) => ({ ...m, content: m.content + piece })) });
      patch((m) => ({ ...m, content: done.reply, engine: done.engine, status: undefined }));
    } catch (err) {
      // Nothing was stored: take the speech back out of the chat and leave it in the box.
      setMessages((ms) => [
        ...ms.filter((m) => m.key !== user.key && m.key !== reply.key),
        chat({ role: "assistant", content: M.errorGeneratingResponse, engine: null, status: "error" }),
      ]);
      setDraft((d) => (d.trim() ? d : text));
      setChatError(errorText(err, M.failedToReply));
      if (err instanceof ApiError && err.status === 409) setStarted(false);
    }
  }

  /** New Debate; on a round handed in for a class assignment and not yet judged, only once confirmed. */
  async function newDebate({ confirmed = false } = {}) {
    if (assignment && verdict === null && started && !confirmed) {
      setConfirmingDrop(true);
      return;
    }
    setConfirmingDrop(false);
    setOpenElsewhere(false);
    const dropAssignment = confirmed && !!assignment;
    setMessages([]);
    setRound(null);
    setAssignment(null);
    setDraft("");
    setStarted(false);
    setVerdict(null);
    setChatError("");
    setSetupError("");
    try {
      await resetCall.mutateAsync({ dropAssignment });
    } catch (err) {
      // Kept by the server: an assignment's round this page did not know of (begun in another tab).
      if (err instanceof ApiError && err.status === 409) {
        setSetupError(err.message);
        setOpenElsewhere(true);
      } else setChatError(errorText(err, M.failedToReset));
    }
  }

  async function end() {
    setChatError("");
    try {
      const res = await endCall.mutateAsync();
      setVerdict(res.verdict);
      setStarted(false);
    } catch (err) {
      setChatError(errorText(err, M.failedToJudge));
    }
  }

  return {
    setup,
    side: setup.values.side,
    started,
    messages,
    draft,
    setDraft,
    busy,
    setupError,
    chatError,
    verdict,
    /** The round's difficulty and pressed skill, once it has started (kept on screen with its verdict). */
    round,
    /** The class assignment this round is handed in for, or null (kept on screen with its verdict). */
    assignment,
    generate,
    start,
    send,
    newDebate,
    /** New Debate is waiting for the student to confirm dropping the assignment's round. */
    confirmingDrop,
    keepRound: () => setConfirmingDrop(false),
    /** The last start was refused because an assignment's round is open: the page can open it. */
    openElsewhere,
    end,
    /** The round has been judged: the transcript stays on screen until New Debate. */
    finished: verdict !== null,
  };
}

export type DebateState = ReturnType<typeof useDebate>;
