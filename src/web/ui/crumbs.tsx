import { Link } from "react-router";
import { Anchor, Breadcrumbs, Text } from "@mantine/core";

/** The breadcrumb trail above a page: links to where the page sits, then the page itself. */
export function Crumbs({ trail, current }: { trail: { label: string; to: string }[]; current?: string }) {
  return (
    <nav aria-label="Breadcrumb">
      {/* A long lesson or module name wraps inside the trail instead of running off a phone's screen. */}
      <Breadcrumbs
        separator="›"
        style={{ flexWrap: "wrap", rowGap: 4 }}
        styles={{ breadcrumb: { whiteSpace: "normal", overflowWrap: "anywhere", minWidth: 0, lineHeight: 1.4 } }}
      >
        {trail.map((c) => (
          <Anchor key={c.to} component={Link} to={c.to}>
            {c.label}
          </Anchor>
        ))}
        {current && (
          <Text span aria-current="page">
            {current}
          </Text>
        )}
      </Breadcrumbs>
    </nav>
  );
}
