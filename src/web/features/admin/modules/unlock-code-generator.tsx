import { useState } from "react";
import { ActionIcon, Alert, Button, Code, CopyButton, Group, Select, Stack, Tooltip } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconCheck, IconCopy, IconKey } from "@tabler/icons-react";
import { errorText } from "#web/ui/api-error.ts";
import { ADMIN_MESSAGES as A } from "#shared/messages/admin.ts";
import { useCreateCode } from "#web/features/admin/api/use-create-code.ts";
import { useStudents } from "#web/features/admin/api/use-students.ts";

interface Student {
  id: string;
  username: string;
  email: string;
}

const label = (s: Student) => `${s.username} · ${s.email}`;

/** Choose a student (searched on the server), Generate, and the new code with a copy button. */
export function UnlockCodeGenerator({ moduleId }: { moduleId: string }) {
  const [search, setSearch] = useState("");
  const [student, setStudent] = useState<Student | null>(null);
  // Once a student is chosen the box shows their name; that is not a new search.
  const [query] = useDebouncedValue(student && search === label(student) ? "" : search.trim(), 250);
  const students = useStudents(query);
  const create = useCreateCode(moduleId);
  const [error, setError] = useState<string | null>(null);
  const [code, setCode] = useState<string | null>(null);

  const found = students.data?.students ?? [];
  // The chosen student stays an option while the list shows another search, so the box keeps its label.
  const options = [...(student && !found.some((s) => s.id === student.id) ? [student] : []), ...found];

  const generate = () => {
    setCode(null);
    if (!student) return setError(A.selectStudent);
    setError(null);
    create.mutate(student.id, {
      onSuccess: (res) => setCode(res.code.code),
      onError: (err) => setError(errorText(err, A.createCodeFailed)),
    });
  };

  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label="Student"
          placeholder="Search students by name or e-mail"
          searchable
          clearable
          allowDeselect={false}
          // The e-mail tells apart two students whose names look alike.
          data={options.map((s) => ({ value: s.id, label: label(s) }))}
          value={student?.id ?? null}
          onChange={(id) => {
            setStudent(options.find((s) => s.id === id) ?? null);
            setError(null);
          }}
          searchValue={search}
          onSearchChange={setSearch}
          // The server already searched; the list is what it answered.
          filter={({ options: all }) => all}
          nothingFoundMessage={students.isFetching ? "Searching…" : "No students found."}
          error={error === A.selectStudent ? error : undefined}
          style={{ flex: 1, minWidth: 220 }}
          comboboxProps={{ withinPortal: true }}
        />
        <Button leftSection={<IconKey size={16} aria-hidden />} loading={create.isPending} onClick={generate}>
          Generate
        </Button>
      </Group>
      <div role="status" aria-live="polite">
        {code && (
          <Alert color="teal" variant="light" data-testid="code-generated">
            <Group gap="xs" wrap="nowrap">
              <span>
                {A.codeGenerated("")}
                <Code fz="md" fw={700} data-testid="generated-code">
                  {code}
                </Code>
              </span>
              <CopyButton value={code} timeout={2000}>
                {({ copied, copy }) => (
                  <Tooltip label={copied ? "Copied" : "Copy code"} withArrow>
                    <ActionIcon
                      variant="subtle"
                      color={copied ? "teal" : "gray"}
                      onClick={copy}
                      aria-label={copied ? "Copied" : "Copy code"}
                    >
                      {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                    </ActionIcon>
                  </Tooltip>
                )}
              </CopyButton>
            </Group>
          </Alert>
        )}
      </div>
      {error && error !== A.selectStudent && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
