/** Every piece of text in a draft's body, one per paragraph: what a student typed, whatever the screen's shape. */
export function typedText(body: unknown): string {
  const out: string[] = [];
  const walk = (v: unknown) => {
    if (typeof v === "string") {
      if (v.trim()) out.push(v.trim());
    } else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === "object") Object.values(v).forEach(walk);
  };
  walk(body);
  return out.join("\n\n");
}
