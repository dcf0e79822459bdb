import { useEffect, useRef } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Input, SegmentedControl, Slider, Switch, Text } from "@mantine/core";
import { useApplyAppearance } from "#web/app/settings/use-appearance.ts";
import { settingsKeys } from "#web/app/settings/use-settings.ts";
import type { UserSettings } from "#shared/settings/schemas.ts";
import { useGroupForm } from "./use-group-form";
import { TabFrame } from "./tab-frame";
import { Field } from "./field";

const MARKS = [0.8, 1, 1.2, 1.5].map((value) => ({ value, label: `${Math.round(value * 100)}%` }));

/**
 * Appearance: theme, text size and contrast. Changes show across the app at once as a preview; Save keeps
 * them (on the server, so they follow the account to other devices). Leaving unsaved puts the saved ones back.
 */
export function AppearanceTab({ saved }: { saved: UserSettings["appearance"] }) {
  const { form, onSubmit, status, saving } = useGroupForm("appearance", saved);
  const apply = useApplyAppearance();
  const applyRef = useRef(apply);
  applyRef.current = apply;
  const qc = useQueryClient();
  const { theme, font_scale, high_contrast } = form.values;

  useEffect(() => {
    applyRef.current({ theme, font_scale, high_contrast });
  }, [theme, font_scale, high_contrast]);

  useEffect(
    () => () => {
      const stored = qc.getQueryData<UserSettings>(settingsKeys.all)?.appearance;
      if (stored) applyRef.current(stored);
    },
    [qc],
  );

  return (
    <TabFrame
      title="Appearance"
      description="How Rostrum looks on every device you sign in on. Changes show at once; Save keeps them."
      onSubmit={onSubmit}
      status={status}
      saving={saving}
    >
      <Field label="Theme" id="appearance-theme" hint="System follows your device's light or dark setting as it changes.">
        <SegmentedControl
          id="appearance-theme"
          fullWidth
          data={[
            { value: "light", label: "Light" },
            { value: "dark", label: "Dark" },
            { value: "system", label: "System" },
          ]}
          {...form.getInputProps("theme")}
        />
      </Field>
      <Input.Wrapper label="Text size" description="Scales all text and spacing, from 80% to 150%." labelElement="div">
        <Slider
          mt="sm"
          mb="xl"
          min={0.8}
          max={1.5}
          step={0.1}
          marks={MARKS}
          label={(v) => `${Math.round(v * 100)}%`}
          thumbLabel="Text size"
          thumbProps={{ "aria-valuetext": `${Math.round(font_scale * 100)}%` } as React.ComponentProps<"div">}
          {...form.getInputProps("font_scale")}
        />
        <Text size="sm" data-testid="font-scale-value">
          {Math.round(font_scale * 100)}%
        </Text>
      </Input.Wrapper>
      <Switch
        label="High contrast"
        description="Darker text on a plain background, firmer borders and a focus outline you cannot miss."
        {...form.getInputProps("high_contrast", { type: "checkbox" })}
      />
    </TabFrame>
  );
}
