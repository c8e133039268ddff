import { CourseFormSchema } from "#app/features/colleges/courses/course-schema";
import { getCourseById, updateCourse } from "#app/features/colleges/courses/courses.server";
import { catalogueEditor, fieldValues } from "./catalogue-editor.server";
import { collegeChoices } from "./college-choice.server";

export const courseEditor = catalogueEditor({
  entity: "courses",
  schema: CourseFormSchema,
  choices: collegeChoices,
  current: async (db, id) => fieldValues(CourseFormSchema, await getCourseById(db, id)),
  update: updateCourse,
});
