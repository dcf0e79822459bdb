import { useState } from "react";
import { useNavigate } from "react-router";
import { TextInput } from "@mantine/core";
import { IconLogin2 } from "@tabler/icons-react";
import { paths } from "#web/app/paths.ts";
import { errorText } from "#web/ui/api-error.ts";
import { SingleFieldPage } from "./single-field-page";
import { CLASSROOM_MESSAGES as C } from "#shared/messages/classrooms.ts";
import { JOIN_CODE_INPUT_MAX, JOIN_CODE_LENGTH, normaliseJoinCode } from "#shared/classrooms/rules.ts";
import { useJoinClassroom } from "./api/use-join-classroom";

/** /classrooms/join: the six-character code from the teacher; success opens the class. */
export function JoinClassroomPage() {
  const [code, setCode] = useState("");
  const [invalid, setInvalid] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const join = useJoinClassroom();
  const navigate = useNavigate();

  const submit = (e: { preventDefault: () => void }) => {
    e.preventDefault();
    const normalised = normaliseJoinCode(code);
    setError(null);
    setInvalid(!normalised);
    if (!normalised || join.isPending) return;
    join.mutate(normalised, {
      onSuccess: ({ classroom }) => void navigate(paths.classroomStudent(classroom.id)),
      // The server's own words: 'Invalid code.', the host's refusal, too many tries…
      onError: (err) => setError(errorText(err, C.joinFailed)),
    });
  };

  return (
    <SingleFieldPage
      title="Join a classroom"
      description="Enter the code your teacher gave you."
      error={error}
      errorTestId="join-error"
      onSubmit={submit}
      submit={{ label: "Join", icon: IconLogin2, loading: join.isPending }}
    >
      <TextInput
        label="Classroom code"
        description={`${JOIN_CODE_LENGTH} letters or numbers, for example AB12CD.`}
        withAsterisk
        maxLength={JOIN_CODE_INPUT_MAX}
        value={code}
        onChange={(e) => {
          setCode(e.currentTarget.value.trim().toUpperCase());
          setInvalid(false);
        }}
        error={invalid ? C.invalidJoinCode : undefined}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)", letterSpacing: "0.15em" } }}
      />
    </SingleFieldPage>
  );
}
