import { useCallback, useEffect } from "react";
import { useMantineColorScheme } from "@mantine/core";
import { applyToDocument, colorSchemeOf, type Appearance } from "./appearance";
import { useSettings } from "./use-settings";

/** A function that applies an appearance to the whole app at once (and caches it for the next load). */
export function useApplyAppearance() {
  const { setColorScheme } = useMantineColorScheme();
  return useCallback(
    (a: Appearance) => {
      setColorScheme(colorSchemeOf(a.theme));
      applyToDocument(a);
    },
    [setColorScheme],
  );
}

/**
 * Keeps the page in the signed-in user's saved appearance: the settings follow the account across
 * devices, and the cached copy the boot script used may be another user's or an older one.
 */
export function useAppearanceSync(signedIn: boolean) {
  const settings = useSettings({ enabled: signedIn });
  const apply = useApplyAppearance();
  const a = signedIn ? settings.data?.appearance : undefined;
  useEffect(() => {
    if (a) apply(a);
    // Only a change of the saved values re-applies (not a new `apply`, which follows the colour scheme),
    // so a preview on the Appearance tab is not undone behind the user's back.
  }, [a?.theme, a?.font_scale, a?.high_contrast]);
}
