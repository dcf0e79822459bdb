import { useState } from "react";
import { Link, useParams } from "react-router";
import { Alert, Button, Card, Checkbox, Group, SimpleGrid, Skeleton, Stack, Text, Textarea, TextInput, Title } from "@mantine/core";
import { IconArrowLeft, IconSparkles } from "@tabler/icons-react";
import { Page } from "#web/ui/page.tsx";
import { QueryState } from "#web/ui/query-state.tsx";
import { paths } from "#web/app/paths.ts";
import { DEBATE_ASSIGNMENT_MESSAGES as D } from "#shared/messages/debate-assignments.ts";
import { TEACHER_BRIEF_MESSAGES as B } from "#shared/messages/teacher-brief.ts";
import type { TeacherBrief } from "#shared/debate-assignments/brief.ts";
import { useDraftTeacherBrief, useSaveTeacherBrief, useTeacherBrief } from "#web/features/classrooms/debates/api.ts";
import { SaveOutcome } from "#web/features/classrooms/debates/save-outcome.tsx";
import { ArgumentFields } from "./argument-fields";
import { check, SIDES, toDraft, type BriefDraft, type BriefSide, type Errors } from "./brief-draft";
import { BriefText } from "./brief-text";

const SIDE_TITLE: Record<BriefSide, string> = { proposition: B.proposition, opposition: B.opposition };

/** /classrooms/:classroomId/debates/:assignmentId/brief: the host writes (or has a model draft) the brief the opponent argues from. */
export function DebateBriefPage() {
  const { classroomId = "", assignmentId = "" } = useParams();
  const q = useTeacherBrief(classroomId, assignmentId);
  // Held here, not in the form: a save refreshes the brief and mounts the form anew, and its outcome must stay shown.
  const save = useSaveTeacherBrief(classroomId, assignmentId);
  const back = (
    <Button
      component={Link}
      to={paths.manageClassroom(classroomId)}
      variant="default"
      leftSection={<IconArrowLeft size={16} aria-hidden />}
    >
      {D.backToClass}
    </Button>
  );
  return (
    <Page title={B.title} actions={back}>
      <QueryState query={q} texts={{ error: D.assignmentNotFound, notFound: D.assignmentNotFound }} loading={<Skeleton h={400} />}>
        {(data) => (
          <BriefForm
            key={q.dataUpdatedAt}
            classroomId={classroomId}
            assignmentId={assignmentId}
            motion={data.motion}
            brief={data.brief}
            bankMotion={data.bank_motion}
            canDraft={data.draft_available}
            save={save}
          />
        )}
      </QueryState>
    </Page>
  );
}

function BriefForm(p: {
  classroomId: string;
  assignmentId: string;
  motion: string;
  brief: TeacherBrief | null;
  bankMotion: string | null;
  canDraft: boolean;
  save: ReturnType<typeof useSaveTeacherBrief>;
}) {
  const [draft, setDraft] = useState<BriefDraft>(() => toDraft(p.brief));
  // A model's draft replaces the fields: the argument cards are mounted anew so the filled ones open.
  const [version, setVersion] = useState(0);
  const [errors, setErrors] = useState<Errors>({});
  const { save } = p;
  const ask = useDraftTeacherBrief(p.classroomId, p.assignmentId);
  const setSide = (side: BriefSide, value: BriefDraft[BriefSide]) => setDraft((d) => ({ ...d, [side]: value }));

  const onSave = () => {
    const out = check(draft);
    setErrors(out.errors ?? {});
    if (out.brief) save.mutate(out.brief);
  };
  const onDraft = () =>
    ask.mutate(undefined, {
      onSuccess: ({ brief }) => {
        // The model drafts the arguments; whether the class may practise on them stays the teacher's choice.
        setDraft((d) => ({ ...toDraft(brief), practice: d.practice }));
        setErrors({});
        setVersion((v) => v + 1);
      },
    });
  const invalid = Object.keys(errors).length > 0;

  return (
    <Stack gap="md">
      <Card withBorder radius="md" padding="md">
        <Text fw={600}>{p.motion}</Text>
        <Text size="sm" c="dimmed" mt={4}>
          {B.hint}
        </Text>
        {!p.brief && (
          <Text size="sm" mt="xs" data-testid="brief-status">
            {p.bankMotion ? B.bankBrief(p.bankMotion.replace(/\.$/, "")) : B.noBrief}
          </Text>
        )}
        {p.canDraft && (
          <Group mt="sm">
            <Button variant="light" leftSection={<IconSparkles size={16} aria-hidden />} loading={ask.isPending} onClick={onDraft}>
              {B.draft}
            </Button>
          </Group>
        )}
        {ask.isSuccess && (
          <Alert color="blue" mt="sm" role="status">
            {B.drafted}
          </Alert>
        )}
        {ask.isError && (
          <Alert color="red" mt="sm" role="alert">
            {B.draftFailed}
          </Alert>
        )}
      </Card>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {SIDES.map((side) => (
          <Stack key={`${side}-${version}`} gap="sm" component="section" aria-labelledby={`${side}-title`}>
            <Title order={2} size="h4" id={`${side}-title`}>
              {SIDE_TITLE[side]}
            </Title>
            {draft[side].arguments.map((a, i) => (
              <ArgumentFields
                key={i}
                n={i + 1}
                at={`${side}.${i}`}
                value={a}
                errors={errors}
                onChange={(v) => setSide(side, { ...draft[side], arguments: draft[side].arguments.map((x, j) => (j === i ? v : x)) })}
              />
            ))}
            <BriefText
              part="weighing"
              label={B.weighingLabel}
              value={draft[side].weighing}
              onChange={(v) => setSide(side, { ...draft[side], weighing: v })}
              error={errors[`${side}.weighing`]}
            />
          </Stack>
        ))}
      </SimpleGrid>

      <Card withBorder radius="md" padding="md">
        <Stack gap="sm">
          <Textarea
            label={B.clashesLabel}
            value={draft.clashes}
            onChange={(e) => setDraft({ ...draft, clashes: e.currentTarget.value })}
            error={errors.clashes}
            autosize
            minRows={2}
          />
          <TextInput
            label={B.actorsLabel}
            value={draft.actors}
            onChange={(e) => setDraft({ ...draft, actors: e.currentTarget.value })}
            error={errors.actors}
          />
          <BriefText
            part="definitions"
            label={B.definitionsLabel}
            value={draft.definitions}
            onChange={(v) => setDraft({ ...draft, definitions: v })}
            error={errors.definitions}
          />
          <Checkbox
            label={B.practiceLabel}
            description={B.practiceHint}
            checked={draft.practice}
            onChange={(e) => setDraft({ ...draft, practice: e.currentTarget.checked })}
          />
        </Stack>
      </Card>

      {invalid && (
        <Alert color="red" role="alert">
          {Object.values(errors)[0]}
        </Alert>
      )}
      {!invalid && <SaveOutcome mutation={save} done={save.data?.brief ? B.saved : B.removed} failed={B.invalid} />}
      <Group>
        <Button onClick={onSave} loading={save.isPending}>
          {B.save}
        </Button>
        {p.brief && (
          <Button variant="subtle" color="red" onClick={() => save.mutate(null)} loading={save.isPending}>
            {B.remove}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
