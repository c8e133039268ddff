import { useState } from "react";
import { CollegePicker, type CollegeChoice } from "#app/components/admin/college-picker";
import type { AdminFormAnswer } from "#app/components/forms/admin-form";
import { Field, SelectField } from "#app/components/forms/field";
import { FormResult } from "#app/components/forms/form-result";
import {
  APPLICATION_STATUSES,
  APPLICATION_STATUS_LABELS,
  applicationLabel,
  intakeBounds,
} from "#app/features/admissions/application-schema";
import { COMMISSION_STATUSES } from "#app/features/admissions/payment-schema";
import { CourseField, useCollegeCourses } from "./application-course-field";
import { CommissionForm } from "./commission-form";
import { RowStatusForm } from "./row-status-form";
import type { LeadPageData } from "./lead-page-data";
import { ApplicationSteps } from "./steps-section";
import { type LiveSectionProps, SubForm, useWorkForm } from "./work-forms";

const STATUS_OPTIONS = APPLICATION_STATUSES.map((value) => ({ value, label: APPLICATION_STATUS_LABELS[value] }));

/**
 * The lead's applications (features/admissions): each with a form to change its status and its
 * steps (its documents are the Documents section's), and "Add an application" below, while the lead takes new work (`live`: not erased, not merged).
 * Every form posts through the page's one fetcher; a status change's answer shows once, above
 * the list.
 */
export function ApplicationsSection({ page, live, actionData }: LiveSectionProps) {
  const { applications } = page;
  const changed = useWorkForm(actionData, "application-status");
  const removed = useWorkForm(actionData, "step-remove");
  const done = useWorkForm(actionData, "step-done");
  return (
    <section className="card" aria-labelledby="applications-heading">
      <h2 id="applications-heading">Applications</h2>
      {applications.length === 0 ? <p className="muted">No applications yet.</p> : null}
      <FormResult result={changed.answer} />
      <FormResult result={removed.answer} />
      <FormResult result={done.answer} />
      <ul className="timeline-list">
        {applications.map((application) => (
          <li key={application.id}>
            <h3>{applicationLabel(application)}</h3>
            <p>
              Status: {APPLICATION_STATUS_LABELS[application.status] ?? application.status}
              {application.application_number ? ` · Application number ${application.application_number}` : ""}
            </p>
            {live ? (
              <RowStatusForm
                row="application"
                id={application.id}
                status={application.status}
                options={STATUS_OPTIONS}
                label={`Status of ${applicationLabel(application)}`}
                submitLabel="Save status"
                answer={actionData}
              />
            ) : null}
            {live && page.isOwner && COMMISSION_STATUSES.includes(application.status) ? (
              <CommissionForm
                applicationId={application.id}
                named={applicationLabel(application)}
                commission={page.commissions.find((row) => row.application_id === application.id)}
                actionData={actionData}
                maxDay={page.paymentDates.max}
              />
            ) : null}
            <ApplicationSteps
              applicationId={application.id}
              named={applicationLabel(application)}
              steps={page.steps.filter((step) => step.application_id === application.id)}
              live={live}
              actionData={actionData}
            />
          </li>
        ))}
      </ul>
      {live ? (
        <AddApplication choice={page.collegeChoice} courses={page.applicationCourses} actionData={actionData} />
      ) : null}
    </section>
  );
}

/**
 * "Add an application": the college the student enquired about chosen already, when the
 * catalogue has it, and the Course from that college's courses (lead-detail/application-course-field.tsx).
 */
function AddApplication({
  choice,
  courses,
  actionData,
}: {
  choice: CollegeChoice;
  courses: LeadPageData["applicationCourses"];
  actionData: AdminFormAnswer<unknown> | undefined;
}) {
  const { min, max } = intakeBounds();
  const startId = choice.current?.value ?? null;
  // The next academic year is the usual one to apply for.
  const add = useWorkForm(actionData, "application", {
    defaultValue: {
      intake: String(new Date().getUTCFullYear() + 1),
      status: "planning",
      college_id: startId === null ? "" : String(startId),
      course: courses.course,
    },
  });
  // The college picked with JavaScript, for as long as the form is not started again (a new key after a save).
  const formKey = add.fields.college_id?.key;
  const [picked, setPicked] = useState<{ formKey: typeof formKey; collegeId: number | null }>();
  const collegeId = picked && picked.formKey === formKey ? picked.collegeId : startId;
  const offered = useCollegeCourses({ collegeId: startId, courses: courses.courses }, collegeId);
  return (
    <SubForm heading="Add an application" form={add} submitLabel="Add application">
      <CollegePicker
        meta={add.fields.college_id}
        choice={choice}
        onChoose={(id) => setPicked({ formKey, collegeId: id })}
      />
      <CourseField
        key={collegeId ?? "none"}
        meta={add.fields.course}
        collegeChosen={collegeId !== null}
        courses={offered}
      />
      <Field label="Intake" meta={add.fields.intake} type="number" inputMode="numeric" min={min} max={max} />
      <Field label="Application number" hint="Optional." meta={add.fields.application_number} maxLength={60} />
      <SelectField label="Status" meta={add.fields.status} options={STATUS_OPTIONS} />
    </SubForm>
  );
}
