import { useState } from "react";
import { useNavigate } from "react-router";
import { TextInput } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { paths } from "#web/app/paths.ts";
import { errorText } from "#web/ui/api-error.ts";
import { SingleFieldPage } from "./single-field-page";
import { CLASSROOM_MESSAGES as C } from "#shared/messages/classrooms.ts";
import { CLASSROOM_NAME_MAX, CLASSROOM_NAME_MIN, classroomNameProblem } from "#shared/classrooms/rules.ts";
import { useCreateClassroom } from "./api/use-create-classroom";

/** What the manage page says once, after it was opened from here. */
export interface CreatedNotice {
  created: string;
}

const PROBLEM_TEXT = { required: C.nameRequired, short: C.nameTooShort, long: C.nameTooLong } as const;

/** /classrooms/create (teachers and admins): a name of at least 3 characters; the server picks the join code. */
export function CreateClassroomPage() {
  const [name, setName] = useState("");
  // The field speaks up once the teacher has left it or tried to submit, not at the first keystroke.
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const create = useCreateClassroom();
  const navigate = useNavigate();
  const problem = classroomNameProblem(name);

  const submit = (e: { preventDefault: () => void }) => {
    e.preventDefault();
    setTouched(true);
    if (problem || create.isPending) return;
    setError(null);
    create.mutate(name.trim(), {
      onSuccess: ({ classroom }) =>
        void navigate(paths.manageClassroom(classroom.id), { state: { created: classroom.name } satisfies CreatedNotice }),
      onError: (err) => setError(errorText(err, C.createFailed)),
    });
  };

  return (
    <SingleFieldPage
      title="Create Classroom"
      description="Name your class. You get a six-character code to give your students."
      error={error}
      errorTestId="create-error"
      onSubmit={submit}
      submit={{ label: "Create", icon: IconPlus, loading: create.isPending, disabled: !!problem }}
    >
      <TextInput
        label="Classroom name"
        description={`At least ${CLASSROOM_NAME_MIN} characters.`}
        withAsterisk
        maxLength={CLASSROOM_NAME_MAX}
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        onBlur={() => setTouched(true)}
        // Enter on an empty name must still say what is missing, although the button is disabled.
        onKeyDown={(e) => {
          if (e.key === "Enter") submit(e);
        }}
        error={touched && problem ? PROBLEM_TEXT[problem] : undefined}
        disabled={create.isPending}
      />
    </SingleFieldPage>
  );
}
