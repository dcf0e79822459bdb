import type { ReactNode } from "react";
import { List, Stack, Text, Title } from "@mantine/core";

// A lesson's reading in its simple text format — paragraphs, `## ` headings, `- ` and `1. ` lists,
// **bold** — rendered as React elements. Nothing from the database is ever treated as HTML.

type Block = { kind: "heading"; text: string } | { kind: "paragraph"; text: string } | { kind: "list"; ordered: boolean; items: string[] };

const HEADING = /^#{1,6}\s+(.*)$/;
const BULLET = /^[-*]\s+(.*)$/;
const NUMBERED = /^\d+[.)]\s+(.*)$/;

/** The reading's blocks: a blank line ends a paragraph; a heading or list line starts its own block. */
export function readingBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: "paragraph", text: paragraph.join(" ") });
    paragraph = [];
  };
  for (const raw of text.replace(/\r\n?/g, "\n").split("\n")) {
    const line = raw.trim();
    if (!line) {
      flush();
      continue;
    }
    const heading = HEADING.exec(line);
    const bullet = BULLET.exec(line);
    const numbered = NUMBERED.exec(line);
    if (heading) {
      flush();
      blocks.push({ kind: "heading", text: heading[1] });
    } else if (bullet || numbered) {
      flush();
      const ordered = !!numbered;
      const item = (numbered ?? bullet)![1];
      const last = blocks[blocks.length - 1];
      if (last?.kind === "list" && last.ordered === ordered) last.items.push(item);
      else blocks.push({ kind: "list", ordered, items: [item] });
    } else {
      const last = blocks[blocks.length - 1];
      // A line right under a list item (no blank line) continues that item.
      if (!paragraph.length && last?.kind === "list" && /\S/.test(raw) && /^\s/.test(raw)) {
        last.items[last.items.length - 1] += ` ${line}`;
      } else {
        paragraph.push(line);
      }
    }
  }
  flush();
  return blocks;
}

/** Inline text with **bold** runs as <strong>; everything else stays plain text. */
function inline(text: string): ReactNode[] {
  return text
    .split(/(\*\*[^*]+\*\*)/g)
    .map((part, i) =>
      part.startsWith("**") && part.endsWith("**") && part.length > 4 ? <strong key={i}>{part.slice(2, -2)}</strong> : part,
    );
}

/** The reading as formatted text; its headings sit one level under `headingOrder - 1`. */
export function Reading({ text, headingOrder = 3 }: { text: string; headingOrder?: 2 | 3 | 4 }) {
  return (
    <Stack gap="sm" data-testid="lesson-reading">
      {readingBlocks(text).map((b, i) => {
        if (b.kind === "heading")
          return (
            <Title key={i} order={headingOrder} size="h4" mt="xs">
              {inline(b.text)}
            </Title>
          );
        if (b.kind === "list")
          return (
            <List key={i} type={b.ordered ? "ordered" : "unordered"} spacing={4} withPadding>
              {b.items.map((item, j) => (
                <List.Item key={j}>{inline(item)}</List.Item>
              ))}
            </List>
          );
        return (
          <Text key={i} style={{ lineHeight: 1.65 }}>
            {inline(b.text)}
          </Text>
        );
      })}
    </Stack>
  );
}
