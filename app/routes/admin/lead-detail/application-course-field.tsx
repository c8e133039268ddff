import type { FieldMetadata } from "@conform-to/react";
import { useEffect, useState } from "react";
import { href } from "react-router";
import { Field, SelectField } from "#app/components/forms/field";
import { useHydrated } from "#app/components/ui/disclosure";

/**
 * An application's Course (issue 43, item 8): one of the chosen college's courses in the
 * catalogue, from a drop-down, or none yet; typed only when the college lists no courses. With
 * JavaScript the list follows the college picker; without it, "Show its courses" sends the form
 * back by GET with the college chosen (lead-detail/application-choice.server.ts reads it).
 */
export function CourseField({
  meta,
  collegeChosen,
  courses,
}: {
  meta: FieldMetadata<string> | undefined;
  collegeChosen: boolean;
  courses: string[];
}) {
  const hydrated = useHydrated();
  const showCourses = hydrated ? null : (
    <button type="submit" formMethod="get" formNoValidate className="button button-ghost button-small">
      Show the chosen college&rsquo;s courses
    </button>
  );
  if (courses.length === 0)
    return (
      <>
        <Field
          label="Course"
          hint={
            collegeChosen
              ? "Optional. This college lists no courses in the catalogue: type it."
              : "Optional. Choose the college first to pick from its courses."
          }
          meta={meta}
          maxLength={200}
        />
        {showCourses}
      </>
    );
  return (
    <>
      <SelectField
        label="Course"
        meta={meta}
        options={courses.map((name) => ({ value: name, label: name }))}
        placeholder="Not decided yet"
      />
      {showCourses}
    </>
  );
}

/**
 * The courses of the college chosen in the picker: the page's own list for the college it
 * started with, else asked of /Admin/colleges.json; none while no college is chosen.
 */
export function useCollegeCourses(
  start: { collegeId: number | null; courses: string[] },
  collegeId: number | null,
): string[] {
  const [fetched, setFetched] = useState<{ collegeId: number; courses: string[] } | null>(null);
  const known = collegeId === start.collegeId;
  useEffect(() => {
    if (collegeId === null || known) return;
    const controller = new AbortController();
    fetch(`${href("/Admin/colleges.json")}?courses_of=${collegeId}`, { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<{ courses: string[] }>) : null))
      .then((answer) => {
        if (answer && !controller.signal.aborted) setFetched({ collegeId, courses: answer.courses });
      })
      // Offline or signed out: the course is typed instead.
      .catch(() => undefined);
    return () => controller.abort();
  }, [collegeId, known]);
  if (collegeId === null) return [];
  if (known) return start.courses;
  return fetched?.collegeId === collegeId ? fetched.courses : [];
}
