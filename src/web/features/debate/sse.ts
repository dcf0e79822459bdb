export interface SseEvent {
  event: string;
  data: string;
}

/** An incremental server-sent-events parser: feed it text as it arrives, get whole events back. */
export function createSseParser() {
  let buffer = "";
  return function push(text: string): SseEvent[] {
    buffer += text.replace(/\r\n?/g, "\n");
    const out: SseEvent[] = [];
    let cut: number;
    while ((cut = buffer.indexOf("\n\n")) >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      let event = "message";
      const data: string[] = [];
      for (const line of block.split("\n")) {
        if (line.startsWith("event:")) event = line.slice(6).trim();
        else if (line.startsWith("data:")) data.push(line.slice(5).replace(/^ /, ""));
      }
      if (data.length) out.push({ event, data: data.join("\n") });
    }
    return out;
  };
}
