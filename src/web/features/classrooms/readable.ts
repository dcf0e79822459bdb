/** Alert styles whose title keeps the body's text colour: Mantine's light yellow title fails the contrast check. */
export const readableTitle = { title: { color: "var(--mantine-color-text)" } } as const;
