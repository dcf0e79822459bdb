import { Link, useLocation } from "react-router";
import { Anchor, Text } from "@mantine/core";

/** The link to the other account screen; it keeps where a guard was sending the user, so they end up there either way. */
export function AuthSwitch({ prompt, to, label }: { prompt: string; to: string; label: string }) {
  const returnState = useLocation().state;
  return (
    <Text size="sm" ta="center">
      {prompt}{" "}
      <Anchor component={Link} to={to} state={returnState}>
        {label}
      </Anchor>
    </Text>
  );
}
