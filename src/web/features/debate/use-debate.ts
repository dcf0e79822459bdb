import { useState } from "react";
import { schemaResolver, useForm } from "@mantine/form";
import { ApiError, errorText } from "#web/ui/api-error.ts";
import { useGenerateMotion } from "#web/app/motions/use-generate-motion.ts";
import { AI_MESSAGES as M } from "#shared/messages/index.ts";
import type { Side } from "#shared/debate/rules.ts";
import { startFields, type DebateHistory, type RoundAssignment, type Verdict } from "#shared/debate/schemas.ts";
import { FORMATS } from "#shared/debate/formats/index.ts";
import { isPracticeFormat, practiceSpeeches, teamOfSide, type PracticeSpeech } from "#shared/debate/formats/practice.ts";
import { useStartDebate, type StartBody } from "./api/use-start-debate";
import { useAiSpeech, useSendSpeech } from "./api/stream-reply";
import { useGiveSpeech } from "./api/use-give-speech";
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
/** The server's refusals of a speech that leave the round in progress (it is only not this speech's turn). */
const REASONS = Object.fromEntries([M.notYourTurn, M.allSpeechesGiven, M.speechAlreadyGiven].map((r) => [r, true]));
const chat = (m: Omit<ChatMessage, "key">): ChatMessage => ({ key: nextKey++, ...m });

/** The setup form checks the motion and side with the server's own start rules. */
const setupSchema = startFields.pick({ motion: true, side: true });
/** `format` "": the round as it always was; else a practice format, the student giving every speech of `team`. */
export type DebateSetup = { motion: string; side: Side; format: string; team: string };

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
    initialValues: {
      motion: resumed ? history.motion : "",
      side: (resumed && history.side) || defaultSide,
      format: (resumed && history.format) || "",
      team: (resumed && history.team) || "",
    },
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
  const giveCall = useGiveSpeech();
  const aiCall = useAiSpeech();
  const resetCall = useResetDebate();
  const endCall = useEndDebate();
  const busy: Busy = generateCall.isPending
    ? "generating"
    : startCall.isPending
      ? "starting"
      : sendCall.isPending || giveCall.isPending || aiCall.isPending
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

  // The practice format chosen (or resumed), the student's team and the speeches of the round in order.
  const values = setup.values;
  const format = isPracticeFormat(values.format) ? FORMATS[values.format] : null;
  const team = format ? (format.teams.find((t) => t.key === values.team) ?? teamOfSide(format, values.side)).key : null;
  const order: PracticeSpeech[] | null = format && team ? practiceSpeeches(format, team) : null;
  /** Speeches given and stored (a streaming or failed one is not). */
  const given = messages.filter((m) => !m.status).length;
  /** The speech the round is at: null once every speech is given; undefined without a format. */
  const current = order ? (order[given] ?? null) : undefined;

  /** Starts the round; the number of speeches it holds (the AI's opening, or none), or null when refused. */
  async function begin(): Promise<number | null> {
    setSetupError("");
    setOpenElsewhere(false);
    if (setup.validate().hasErrors) return null;
    const { motion, side } = setup.getValues();
    try {
      const res = await startCall.mutateAsync({
        motion: motion.trim(),
        side,
        ...(format && team ? { format: format.id as NonNullable<StartBody["format"]>, team: team as NonNullable<StartBody["team"]> } : {}),
      });
      setup.setFieldValue("motion", motion.trim());
      setMessages(res.opening ? [chat({ role: "assistant", content: res.opening, engine: res.engine })] : []);
      setRound({ difficulty: res.difficulty, press: res.press });
      setAssignment(null);
      setVerdict(null);
      setChatError("");
      setStarted(true);
      return res.opening ? 1 : 0;
    } catch (err) {
      setSetupError(errorText(err, M.failedToStart));
      // The one refusal of a start: a round for a class assignment is in progress.
      if (err instanceof ApiError && err.status === 409) setOpenElsewhere(true);
      return null;
    }
  }

  async function start(): Promise<boolean> {
    const n = await begin();
    if (n === null) return false;
    await aiSpeeches(n);
    return true;
  }

  /**
   * In a format round, the AI gives each of its speeches due after `from` speeches, streamed in one after
   * another (its last speech and its reply come in a row). A failure stops there: the student's speeches
   * are stored, and the AI's can be asked for again.
   */
  async function aiSpeeches(from: number) {
    if (!order) return;
    for (let at = from; order[at]?.by === "ai"; at++) {
      const reply = chat({ role: "assistant", content: "", engine: null, status: "streaming" });
      setMessages((ms) => [...ms.filter((m) => m.status !== "error"), reply]);
      const patch = (f: (m: ChatMessage) => ChatMessage) => setMessages((ms) => ms.map((m) => (m.key === reply.key ? f(m) : m)));
      try {
        const done = await aiCall.mutateAsync({ onDelta: (piece) => patch((m) => ({ ...m, content: m.content + piece })) });
        patch((m) => ({ ...m, content: done.reply, engine: done.engine, status: undefined }));
      } catch (err) {
        setMessages((ms) => [
          ...ms.filter((m) => m.key !== reply.key),
          chat({ role: "assistant", content: M.errorGeneratingResponse, engine: null, status: "error" }),
        ]);
        setChatError(errorText(err, M.failedToReply));
        return;
      }
    }
  }

  /** A format round's speech by the student, stored alone, then the AI's speeches that follow it. */
  async function giveSpeech(text: string, at: number) {
    const user = chat({ role: "user", content: text, engine: null });
    setMessages((ms) => [...ms.filter((m) => m.status !== "error"), user]);
    setDraft("");
    try {
      await giveCall.mutateAsync({ content: text });
    } catch (err) {
      setMessages((ms) => ms.filter((m) => m.key !== user.key));
      setDraft((d) => (d.trim() ? d : text));
      setChatError(errorText(err, M.failedToReply));
      if (err instanceof ApiError && err.status === 409 && !(err.message in REASONS)) setStarted(false);
      return;
    }
    await aiSpeeches(at + 1);
  }

  /** Respond (or Begin): starts the round first when none is running, then streams the reply in. */
  async function send() {
    const text = draft.trim();
    if (!text || busy || verdict) return;
    setChatError("");
    let at = given;
    if (!started) {
      const n = await begin();
      if (n === null) return;
      await aiSpeeches(n);
      at = n;
      while (order?.[at]?.by === "ai") at++;
    }
    if (order) return giveSpeech(text, at);
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
    /** The practice format of the round (chosen or in progress), or null for the round as it always was. */
    format,
    team,
    /** The round's speeches in order (null without a format), how many are given, and the one it is at. */
    order,
    given,
    current,
    /** Asks for the AI's speech again, in a format round whose next speech is the AI's (after a failure or a reload). */
    aiSpeak: () => {
      setChatError("");
      return aiSpeeches(given);
    },
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
