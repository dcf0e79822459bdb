import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Group, Select } from "@mantine/core";
import { LEVELS } from "#shared/levels.ts";
import { call, client } from "#web/app/client.ts";

type Level = (typeof LEVELS)[number];
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** A bank motion by topic and level; picking one fills the motion field (which the teacher may still edit). */
export function MotionPicker({ onPick }: { onPick: (motion: string) => void }) {
  const bank = useQuery({
    queryKey: ["live-rounds", "motion-bank"],
    queryFn: ({ signal }) => call(client.GET("/api/motion-bank", { signal })),
    staleTime: Infinity,
  });
  const [topic, setTopic] = useState<string | null>(null);
  const [level, setLevel] = useState<Level>("beginner");
  const motions = bank.data?.topics.find((t) => t.topic === topic)?.[level] ?? [];
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <Select
        label="Topic"
        data={(bank.data?.topics ?? []).map((t) => ({ value: t.topic, label: cap(t.topic) }))}
        value={topic}
        onChange={setTopic}
        w={180}
      />
      <Select
        label="Level"
        data={LEVELS.map((l) => ({ value: l, label: cap(l) }))}
        value={level}
        onChange={(v) => setLevel((v as Level) ?? "beginner")}
        allowDeselect={false}
        w={150}
      />
      <Select
        label="From the motion bank"
        data={motions}
        value={null}
        onChange={(v) => v && onPick(v)}
        disabled={!motions.length}
        searchable
        style={{ flex: "1 1 260px" }}
      />
    </Group>
  );
}
