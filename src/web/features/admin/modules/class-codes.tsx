import { useState, type FormEvent } from "react";
import { Alert, Button, Code, CopyButton, Group, Stack, Table, Text, TextInput } from "@mantine/core";
import { IconCheck, IconCopy, IconPrinter, IconUsersGroup } from "@tabler/icons-react";
import { errorText } from "#web/ui/api-error.ts";
import { CLASS_CODE_MESSAGES as CC } from "#shared/messages/modules.ts";
import type { ClassCodes as Made } from "#shared/modules/admin.ts";
import { formatMoment as when } from "#web/ui/dates.ts";
import { useClassCodes } from "#web/features/admin/api/use-class-codes.ts";

// While the list is on screen, printing shows the list alone.
const PRINT_ONLY_LIST = `@media print {
  body * { visibility: hidden; }
  [data-print-area], [data-print-area] * { visibility: visible; }
  [data-print-area] { position: absolute; inset: 0 auto auto 0; width: 100%; }
  [data-print-hide] { display: none !important; }
}`;

/** The list as text to paste: one student a line, name and code. */
const asText = (moduleName: string, made: Made) =>
  [
    `${moduleName}: ${made.classroom.name}`,
    ...made.codes.map((c) => `${c.student.username}: ${c.code}`),
    `Codes expire ${when(made.codes[0]?.expires_at ?? "")}.`,
  ].join("\n");

/** Codes for a class: the class's join code in, one code per student out, to copy or print. */
export function ClassCodes({ moduleId, moduleName }: { moduleId: string; moduleName: string }) {
  const [open, setOpen] = useState(false);
  const [classroom, setClassroom] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [made, setMade] = useState<Made | null>(null);
  const make = useClassCodes(moduleId);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setMade(null);
    if (!classroom.trim()) return setError(CC.enterClassroom);
    setError(null);
    make.mutate(classroom.trim(), { onSuccess: setMade, onError: (err) => setError(errorText(err, CC.createFailed)) });
  };

  if (!open)
    return (
      <Group>
        <Button variant="light" leftSection={<IconUsersGroup size={16} aria-hidden />} onClick={() => setOpen(true)}>
          Codes for a class
        </Button>
      </Group>
    );

  return (
    <Stack gap="sm" data-testid="class-codes">
      <form onSubmit={submit} noValidate>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label="Class join code"
            description="One code for each student of the class, valid 24 hours."
            placeholder="e.g. K7Q2MX"
            value={classroom}
            onChange={(e) => setClassroom(e.currentTarget.value)}
            error={error === CC.enterClassroom ? error : undefined}
            maxLength={100}
            style={{ flex: 1, minWidth: 200 }}
            autoFocus
          />
          <Button type="submit" leftSection={<IconUsersGroup size={16} aria-hidden />} loading={make.isPending}>
            Make codes
          </Button>
        </Group>
      </form>
      {error && error !== CC.enterClassroom && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <div role="status" aria-live="polite">
        {made && (
          <Stack gap="xs" data-print-area>
            <style>{PRINT_ONLY_LIST}</style>
            <Group justify="space-between" align="center" gap="xs">
              <div>
                <Text fw={600}>{CC.made(made.codes.length, made.classroom.name)}</Text>
                <Text size="sm" c="dimmed">
                  {moduleName} · codes expire {when(made.codes[0].expires_at)}
                </Text>
              </div>
              <Group gap="xs" data-print-hide>
                <CopyButton value={asText(moduleName, made)} timeout={2000}>
                  {({ copied, copy }) => (
                    <Button
                      variant="default"
                      size="xs"
                      onClick={copy}
                      leftSection={copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
                    >
                      {copied ? "Copied" : "Copy all"}
                    </Button>
                  )}
                </CopyButton>
                <Button variant="default" size="xs" onClick={() => window.print()} leftSection={<IconPrinter size={14} aria-hidden />}>
                  Print
                </Button>
              </Group>
            </Group>
            <Table striped verticalSpacing={4} data-testid="class-codes-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Student</Table.Th>
                  <Table.Th scope="col">Code</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {made.codes.map((c) => (
                  <Table.Tr key={c.code} data-testid="class-code-row">
                    <Table.Td>
                      {c.student.username}
                      {c.student.name !== c.student.username && (
                        <Text span size="sm" c="dimmed">
                          {" "}
                          ({c.student.name})
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Code fz="md" fw={700}>
                        {c.code}
                      </Code>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Stack>
        )}
      </div>
    </Stack>
  );
}
