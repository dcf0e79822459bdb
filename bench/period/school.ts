// The period bench's school, made through the API as people would make it: per class of 30, a teacher
// with a classroom and two assigned lessons (a quiz and a writing prompt), and students who signed up at
// home (each from their own address) and joined with the class code. Nothing here is timed.
import { BENCH_TEACHER_CODE } from "#bench/http/listen.ts";
import { Jar, Steps } from "./steps";

export const CLASS_SIZE = 30;
export const PASSWORD = "secret123";

export interface ClassRoom {
  id: string;
  teacher: Jar;
  lessonIds: string[];
  students: string[];
}

let seq = 0;
const home = () => ({ "x-forwarded-for": `10.${100 + (Math.floor(seq / 250) % 100)}.${seq % 250}.${1 + (seq++ % 200)}` });

async function signUp(setup: Steps, role: "student" | "teacher"): Promise<{ email: string; jar: Jar }> {
  const n = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `period-${n}@example.com`;
  const jar = new Jar();
  const body = {
    username: `${role} ${n}`,
    email,
    password: PASSWORD,
    role,
    ...(role === "teacher" ? { teacherCode: BENCH_TEACHER_CODE } : {}),
  };
  await setup.call("setup", jar, "POST", "/api/signup", body, home());
  return { email, jar };
}

const LESSON = (i: number) => ({
  title: `Weighing clash ${i}`,
  reading: "## Weighing\n\nName the clash, then compare the impacts: how likely, how large, how soon, and who is affected.\n".repeat(8),
  writing_prompt: "Weigh the two sides' main impacts in one paragraph.",
  level: "beginner",
  quiz: [
    { text: "What comes first when weighing?", options: ["Naming the clash", "The summary"], correct: "Naming the clash" },
    { text: "Which is a weighing measure?", options: ["Probability", "Volume"], correct: "Probability" },
  ],
});

/** One class of `size` students, made through the API. */
export async function makeClass(setup: Steps, size: number): Promise<ClassRoom> {
  const { jar: teacher } = await signUp(setup, "teacher");
  const room = await setup.call("setup", teacher, "POST", "/api/classrooms", { name: `Period class ${seq}` });
  const id: string = room.classroom.id;
  const lessonIds: string[] = [];
  for (let i = 0; i < 2; i++) {
    const made = await setup.call("setup", teacher, "POST", "/api/lessons", LESSON(i));
    lessonIds.push(made.lesson.id);
    await setup.call("setup", teacher, "POST", `/api/classrooms/${id}/lessons`, { lesson_id: made.lesson.id });
  }
  const students: string[] = [];
  for (let i = 0; i < size; i++) {
    const { email, jar } = await signUp(setup, "student");
    await setup.call("setup", jar, "POST", "/api/classrooms/join", { code: room.classroom.code });
    students.push(email);
  }
  return { id, teacher, lessonIds, students };
}

/** Classes enough for `students`, reusing (and filling up) those made before. */
export async function school(setup: Steps, rooms: ClassRoom[], students: number): Promise<ClassRoom[]> {
  const needed = Math.ceil(students / CLASS_SIZE);
  while (rooms.length < needed) rooms.push(await makeClass(setup, CLASS_SIZE));
  let left = students;
  return rooms.slice(0, needed).map((r) => {
    const take = Math.min(CLASS_SIZE, left);
    left -= take;
    return { ...r, students: r.students.slice(0, take) };
  });
}
