import { useState } from "react";
import { Link } from "react-router";
import { Badge, Button, Card, Group, Skeleton, Stack, Text, TextInput, Title } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { paths } from "#web/app/paths.ts";
import { errorText } from "#web/ui/api-error.ts";
import { MODULE_MESSAGES as M } from "#shared/messages/modules.ts";
import { normaliseUnlockCode, UNLOCK_CODE_LENGTH } from "#shared/modules/rules.ts";
import type { CatalogueModule } from "#shared/modules/schemas.ts";
import { LEVEL_LABEL } from "#web/ui/level-label.ts";
import { useUnlockModule } from "./api/use-unlock-module";

function lessonsText(n: number) {
  return n === 1 ? "1 lesson" : `${n} lessons`;
}

/** Name, description, level and lesson count: what every card shows. */
function CardBody({ module: m }: { module: CatalogueModule }) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {m.name}
      </Title>
      {m.description && (
        <Text c="dimmed" size="sm" lineClamp={3}>
          {m.description}
        </Text>
      )}
      <Group gap="xs" mt="auto">
        {m.dominant_level && (
          <Badge variant="light" data-testid="module-level">
            {LEVEL_LABEL[m.dominant_level]}
          </Badge>
        )}
        <Text size="sm" c="dimmed" data-testid="module-lessons">
          {lessonsText(m.lessons_count)}
        </Text>
        {m.access_status === "locked" && (
          <Badge variant="outline" color="gray" leftSection={<IconLock size={12} aria-hidden />}>
            Locked
          </Badge>
        )}
      </Group>
    </Stack>
  );
}

/** An open module (unlocked or public): the whole card links to the module page. */
export function ModuleCard({ module: m }: { module: CatalogueModule }) {
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      h="100%"
      component={Link}
      to={paths.moduleView(m.id)}
      className="hover-card"
      data-testid="module-card"
    >
      <CardBody module={m} />
    </Card>
  );
}

/** A locked module: its code box and Unlock button; a malformed code is refused here, the rest by the server. */
export function LockedModuleCard({ module: m, onUnlocked }: { module: CatalogueModule; onUnlocked: (m: CatalogueModule) => void }) {
  const unlock = useUnlockModule();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const inputId = `unlock-code-${m.id}`;
  return (
    <Card withBorder radius="md" padding="lg" h="100%" data-testid="module-card">
      <Stack gap="md" h="100%">
        <CardBody module={m} />
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            const normalised = normaliseUnlockCode(code);
            if (!normalised) {
              setError(M.enterValidCode);
              return;
            }
            setError(null);
            unlock.mutate(
              { moduleId: m.id, code: normalised },
              { onSuccess: () => onUnlocked(m), onError: (err) => setError(errorText(err, M.unlockFailed)) },
            );
          }}
          style={{ marginTop: "auto" }}
        >
          <Group align="flex-start" gap="xs" wrap="nowrap">
            <TextInput
              id={inputId}
              label="Access code"
              aria-label={`Access code for ${m.name}`}
              placeholder="ABC123"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={UNLOCK_CODE_LENGTH + 4}
              value={code}
              error={error}
              onChange={(e) => {
                setCode(e.currentTarget.value);
                if (error) setError(null);
              }}
              style={{ flex: 1, minWidth: 0 }}
              styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)", letterSpacing: 1 } }}
            />
            <Button type="submit" mt={25} loading={unlock.isPending} aria-label={`Unlock ${m.name}`}>
              Unlock
            </Button>
          </Group>
        </form>
      </Stack>
    </Card>
  );
}

/** A card's shape while the catalogue loads. */
export function ModuleCardSkeleton() {
  return (
    <Card withBorder radius="md" padding="lg" h="100%" aria-hidden>
      <Stack gap="xs">
        <Skeleton h={22} w="70%" />
        <Skeleton h={12} />
        <Skeleton h={12} w="85%" />
        <Skeleton h={20} w="45%" mt="xs" />
      </Stack>
    </Card>
  );
}
