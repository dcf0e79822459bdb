import { Badge } from "@mantine/core";

export function SideBadge({ label, side }: { label: string; side: string }) {
  return (
    <Badge
      size="lg"
      variant="light"
      color={side === "Government" ? "indigo" : "grape"}
      tt="none"
      data-testid={`side-${label.toLowerCase().replace(/\W+/g, "-")}`}
    >
      {label}: {side}
    </Badge>
  );
}
