import type { ReactNode } from "react";
import { Input } from "@mantine/core";

/** A label and one-line explanation for a control that has none of its own (a segmented control). */
export function Field({ label, hint, id, children }: { label: string; hint: string; id: string; children: ReactNode }) {
  return (
    <Input.Wrapper label={label} description={hint} id={id} labelElement="div" role="group" aria-label={label}>
      {children}
    </Input.Wrapper>
  );
}
