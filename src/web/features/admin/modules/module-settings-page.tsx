import type { ReactNode } from "react";
import { Link, useLocation, useParams } from "react-router";
import { Alert, Anchor, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft, IconCircleCheck, IconEye } from "@tabler/icons-react";
import { Page } from "#web/ui/page.tsx";
import { paths } from "#web/app/paths.ts";
import { QueryState, failureStatus } from "#web/ui/query-state.tsx";
import { ADMIN_MESSAGES as A } from "#shared/messages/admin.ts";
import { MODULE_MESSAGES as M } from "#shared/messages/modules.ts";
import { useModuleSettings } from "#web/features/admin/api/use-module-settings.ts";
import { ModuleDetailsForm } from "./module-details-form";
import { ClassCodes } from "./class-codes";
import { UnlockCodeGenerator } from "./unlock-code-generator";
import { UnlockCodesTable } from "./unlock-codes-table";
import { VisibilityBadge, VisibilityToggle } from "./visibility";
import { LEVEL_LABEL } from "#web/ui/level-label.ts";

/** What Create Module hands over when it opens the new module's settings. */
export interface SettingsNotice {
  created?: string;
}

function Section({ title, description, children }: { title: string; description?: ReactNode; children: ReactNode }) {
  const id = `settings-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <div>
          <Title id={id} order={2} size="h4">
            {title}
          </Title>
          {description && (
            <Text size="sm" c="dimmed" mt={2}>
              {description}
            </Text>
          )}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}

const back = (
  <Button component={Link} to={paths.manageModules()} variant="subtle" leftSection={<IconArrowLeft size={16} aria-hidden />}>
    Manage Modules
  </Button>
);

/** Module settings: name and description, visibility, the module's lessons and its one-time unlock codes. */
export function ModuleSettingsPage() {
  const { moduleId = "" } = useParams();
  const q = useModuleSettings(moduleId);
  const notice = (useLocation().state as SettingsNotice | null)?.created;

  const status = failureStatus(q.error);
  const failedTitle = status === 403 ? "Access denied" : status === 404 ? M.moduleNotFound : "Module settings";
  const m = q.data?.module;
  return (
    <Page
      title={m?.name ?? failedTitle}
      tabTitle={m ? `Settings: ${m.name}` : "Module settings"}
      description="Module settings"
      actions={
        q.isError ? (
          back
        ) : (
          <Group gap="xs">
            {back}
            <Button component={Link} to={paths.moduleView(moduleId)} variant="default" leftSection={<IconEye size={16} aria-hidden />}>
              View as a student
            </Button>
          </Group>
        )
      }
    >
      {notice && (
        <Alert color="teal" icon={<IconCircleCheck size={18} aria-hidden />} role="status" title={`Module “${notice}” created.`}>
          It is private: students need an unlock code from you until you make it public.
        </Alert>
      )}
      <QueryState
        query={q}
        texts={{ error: A.loadFailed, notFound: M.moduleNotFound }}
        testId="settings-error"
        loading={
          <Stack gap="md" aria-busy="true" aria-label="Loading module settings">
            <Skeleton h={200} radius="md" />
            <Skeleton h={120} radius="md" />
            <Skeleton h={160} radius="md" />
          </Stack>
        }
      >
        {({ module: m, lessons, codes }) => (
          <>
            <Section title="Details">
              <ModuleDetailsForm key={m.id} module={m} />
            </Section>
            <Section
              title="Visibility"
              description="Public modules are open to every student. Private ones appear under Locked Modules until a student unlocks them with a code."
            >
              <Group justify="space-between" align="flex-start" gap="sm">
                <VisibilityBadge isPublic={m.is_public} />
                <VisibilityToggle module={m} />
              </Group>
            </Section>
            <Section title="Lessons" description={`${lessons.length === 1 ? "1 lesson" : `${lessons.length} lessons`} in this module.`}>
              {lessons.length === 0 ? (
                <Text c="dimmed">
                  {M.noLessonsYet}{" "}
                  <Anchor component={Link} to={paths.myModuleLessons()}>
                    Assign lessons in My Module Lessons
                  </Anchor>
                </Text>
              ) : (
                <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: "none" }}>
                  {lessons.map((l) => (
                    <Group component="li" key={l.id} gap="xs" wrap="nowrap">
                      <Badge variant="light" size="sm" color="gray" c="var(--mantine-color-text)" style={{ flexShrink: 0 }}>
                        {LEVEL_LABEL[l.level]}
                      </Badge>
                      <Anchor component={Link} to={paths.moduleLesson(moduleId, l.id)}>
                        {l.title}
                      </Anchor>
                    </Group>
                  ))}
                </Stack>
              )}
            </Section>
            <Section
              title="Unlock codes"
              description="A code opens this module to one student, once, within 24 hours. The student types it into the module's card under Locked Modules."
            >
              <UnlockCodeGenerator moduleId={moduleId} />
              {!m.is_public && <ClassCodes key={m.id} moduleId={moduleId} moduleName={m.name} />}
              <UnlockCodesTable codes={codes} />
            </Section>
          </>
        )}
      </QueryState>
    </Page>
  );
}
