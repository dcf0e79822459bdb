-- One stored quiz shape for every lesson: a JSON array of {"id", "text", "options", "correct"} with ids
-- q0, q1, … (kept when a row already has distinct ids) and "correct" as the right option's text.
-- Rows in the other accepted shapes (an object with "questions", a JSON string of either, "question" /
-- "prompt" for the text, "choices" for the options, "answer" / "correctAnswer" / "correct_answer" or an
-- index for the right option) are rewritten once; a row the app cannot read is left exactly as it is,
-- so the lesson still reports why. Running it again changes nothing.
CREATE FUNCTION "rostrum_one_quiz_shape"(stored jsonb) RETURNS jsonb LANGUAGE plpgsql IMMUTABLE AS $fn$
DECLARE
  value jsonb := stored;
  list jsonb;
  item jsonb;
  pos integer := 0;
  question_text text;
  raw_options jsonb;
  options jsonb;
  opt jsonb;
  opt_text text;
  raw_correct jsonb;
  correct text;
  ids text[] := '{}';
  id_text text;
  questions jsonb := '[]'::jsonb;
  result jsonb := '[]'::jsonb;
BEGIN
  IF value IS NULL OR jsonb_typeof(value) = 'null' THEN RETURN '[]'::jsonb; END IF;
  IF jsonb_typeof(value) = 'string' THEN
    IF btrim(value #>> '{}') = '' THEN RETURN '[]'::jsonb; END IF;
    BEGIN
      value := (value #>> '{}')::jsonb;
    EXCEPTION WHEN others THEN
      RETURN stored;
    END;
  END IF;
  list := CASE WHEN jsonb_typeof(value) = 'object' THEN value -> 'questions' ELSE value END;
  IF list IS NULL OR jsonb_typeof(list) <> 'array' THEN RETURN stored; END IF;
  FOR item IN SELECT e FROM jsonb_array_elements(list) AS t(e) LOOP
    IF jsonb_typeof(item) <> 'object' THEN RETURN stored; END IF;
    question_text := NULL;
    IF jsonb_typeof(item -> 'text') = 'string' AND btrim(item ->> 'text') <> '' THEN question_text := btrim(item ->> 'text');
    ELSIF jsonb_typeof(item -> 'question') = 'string' AND btrim(item ->> 'question') <> '' THEN question_text := btrim(item ->> 'question');
    ELSIF jsonb_typeof(item -> 'prompt') = 'string' AND btrim(item ->> 'prompt') <> '' THEN question_text := btrim(item ->> 'prompt');
    END IF;
    IF question_text IS NULL THEN RETURN stored; END IF;
    raw_options := COALESCE(item -> 'options', item -> 'choices');
    IF raw_options IS NULL OR jsonb_typeof(raw_options) <> 'array' THEN RETURN stored; END IF;
    options := '[]'::jsonb;
    FOR opt IN SELECT e FROM jsonb_array_elements(raw_options) AS t(e) LOOP
      IF jsonb_typeof(opt) NOT IN ('string', 'number') THEN RETURN stored; END IF;
      opt_text := btrim(opt #>> '{}');
      IF opt_text = '' OR options ? opt_text THEN RETURN stored; END IF;
      options := options || to_jsonb(opt_text);
    END LOOP;
    IF jsonb_array_length(options) < 2 OR jsonb_array_length(options) > 5 THEN RETURN stored; END IF;
    raw_correct := COALESCE(item -> 'correct', item -> 'answer', item -> 'correctAnswer', item -> 'correct_answer');
    correct := NULL;
    IF jsonb_typeof(raw_correct) = 'string' THEN
      IF options ? btrim(raw_correct #>> '{}') THEN
        correct := btrim(raw_correct #>> '{}');
      ELSE
        SELECT o INTO correct FROM jsonb_array_elements_text(options) WITH ORDINALITY AS t(o, n)
          WHERE lower(o) = lower(btrim(raw_correct #>> '{}')) ORDER BY n LIMIT 1;
      END IF;
    ELSIF jsonb_typeof(raw_correct) = 'number' AND (raw_correct #>> '{}') ~ '^[0-9]+$'
      AND (raw_correct #>> '{}')::integer < jsonb_array_length(options) THEN
      correct := options ->> (raw_correct #>> '{}')::integer;
    END IF;
    IF correct IS NULL THEN RETURN stored; END IF;
    id_text := CASE WHEN jsonb_typeof(item -> 'id') IN ('string', 'number') THEN item ->> 'id' END;
    ids := array_append(ids, id_text);
    questions := questions || jsonb_build_array(jsonb_build_object('text', question_text, 'options', options, 'correct', correct));
    pos := pos + 1;
  END LOOP;
  -- Stored ids are kept only when every question has one and no two are the same.
  IF array_position(ids, NULL) IS NOT NULL OR (SELECT count(DISTINCT x) FROM unnest(ids) AS u(x)) <> pos THEN
    SELECT array_agg('q' || (n - 1)) INTO ids FROM generate_series(1, pos) AS g(n);
  END IF;
  FOR i IN 0 .. pos - 1 LOOP
    result := result || jsonb_build_array(jsonb_build_object('id', ids[i + 1]) || (questions -> i));
  END LOOP;
  RETURN result;
END;
$fn$;
--> statement-breakpoint
UPDATE "module_lessons" SET "quiz" = "rostrum_one_quiz_shape"("quiz") WHERE "quiz" IS DISTINCT FROM "rostrum_one_quiz_shape"("quiz");
--> statement-breakpoint
UPDATE "lessons" SET "quiz" = "rostrum_one_quiz_shape"("quiz") WHERE "quiz" IS DISTINCT FROM "rostrum_one_quiz_shape"("quiz");
--> statement-breakpoint
DROP FUNCTION "rostrum_one_quiz_shape"(jsonb);
