import { Form, href, Link } from "react-router";
import { DateFilter } from "#app/components/admin/date-filter";
import { Field, SelectField } from "#app/components/forms/field";
import { FUNNEL_STAGES, FUNNEL_STAGE_LABELS } from "#app/features/leads/funnel";
import { filtersToQuery, LEAD_LANGUAGES } from "#app/features/inbox/lead-filters";
import { LEAD_FORMS } from "#app/features/leads/lead-fields";
import { LEAD_STATUSES, LEAD_STATUS_LABELS } from "#app/features/leads/lead-status";
import { useFieldsFollow } from "#app/components/forms/use-fields-follow";
import type { LeadsPageData } from "./leads-page-data";

interface Choice {
  label: string;
  name: "assignee" | "status" | "stage" | "followUp" | "form" | "language";
  placeholder: string;
  options: { value: string; label: string }[];
}

/**
 * The inbox's drop-down filters: each one's label, the query parameter it sets, what "no filter"
 * reads, and its options.
 */
function filterChoices(staff: LeadsPageData["staff"]): Choice[] {
  return [
    {
      label: "Assignee",
      name: "assignee",
      placeholder: "Anyone",
      options: [
        { value: "unassigned", label: "Unassigned" },
        ...staff.map((member) => ({ value: String(member.id), label: member.name })),
      ],
    },
    {
      label: "Status",
      name: "status",
      placeholder: "Any status",
      options: LEAD_STATUSES.map((status) => ({ value: status, label: LEAD_STATUS_LABELS[status] })),
    },
    {
      // The funnel report's stages (docs/decisions/053-funnel-report.md): this stage or beyond.
      label: "Reached",
      name: "stage",
      placeholder: "Any stage",
      options: FUNNEL_STAGES.map((stage) => ({ value: stage, label: FUNNEL_STAGE_LABELS[stage] })),
    },
    {
      label: "Follow-up",
      name: "followUp",
      placeholder: "Any",
      options: [
        { value: "overdue", label: "Overdue" },
        { value: "today", label: "Due today" },
      ],
    },
    {
      label: "Form",
      name: "form",
      placeholder: "All forms",
      options: LEAD_FORMS.map((form) => ({ value: form, label: form })),
    },
    {
      // The language of the page the lead wrote from: the one to call them in.
      label: "Language",
      name: "language",
      placeholder: "Any language",
      options: Object.entries(LEAD_LANGUAGES).map(([value, label]) => ({ value, label })),
    },
  ];
}

/** Every field of the filter bar, by its query parameter. */
const FILTER_FIELDS = [
  "q",
  "assignee",
  "status",
  "stage",
  "followUp",
  "form",
  "language",
  "source",
  "campaign",
  "from",
  "to",
  "course",
] as const;

/** The campaign filters: free text matched against the lead's UTM tags. */
const CAMPAIGN_FIELDS = [
  { label: "Campaign source", name: "source", placeholder: "utm_source, e.g. google" },
  { label: "Campaign", name: "campaign", placeholder: "utm_campaign; (none) for none" },
] as const;

/**
 * A campaign filter's field. Called, not mapped over, so each field keeps its place among the
 * form's children, and so the id useId gives it.
 */
function campaignField(field: (typeof CAMPAIGN_FIELDS)[number], filters: LeadsPageData["filters"]) {
  return (
    <Field
      label={field.label}
      name={field.name}
      type="search"
      placeholder={field.placeholder}
      defaultValue={filters[field.name] ?? ""}
    />
  );
}

/**
 * The inbox's filters: a GET form, so every filtered view has an address (and the CSV its filters).
 * The search stays in view; the other eleven fold behind "Filters" (a <details>, so it opens
 * without JavaScript), open when one is in use, and always open on a wide screen (admin.css), so
 * that on a phone the first lead is on the first screen.
 */
export function FilterBar({ page }: { page: LeadsPageData }) {
  const { filters, notDates, isOwner, staff } = page;
  const inUse = Object.entries(filters).filter(([name, value]) => name !== "q" && Boolean(value)).length;
  const form = useFieldsFollow(FILTER_FIELDS, filters);
  return (
    <Form ref={form} method="get" className="filter-bar card" aria-label="Filter leads">
      <Field label="Search" name="q" type="search" placeholder="Name, phone or e-mail" defaultValue={filters.q ?? ""} />
      <details className="phone-fold filter-fold" open={inUse > 0 || Boolean(notDates.from || notDates.to)}>
        <summary>Filters{inUse > 0 ? <span className="filter-count"> ({inUse} in use)</span> : null}</summary>
        <div className="filter-fields">
          {filterChoices(staff).map(({ name, ...choice }) => (
            <SelectField key={name} {...choice} name={name} defaultValue={filters[name] ?? ""} />
          ))}
          {campaignField(CAMPAIGN_FIELDS[0], filters)}
          {campaignField(CAMPAIGN_FIELDS[1], filters)}
          <DateFilter label="From" name="from" day={filters.from} notADate={notDates.from} />
          <DateFilter label="To" name="to" day={filters.to} notADate={notDates.to} />
          <Field label="Course" name="course" type="search" defaultValue={filters.course ?? ""} />
        </div>
      </details>
      <div className="filter-actions">
        <button type="submit" className="button button-primary">
          Filter
        </button>
        <Link className="button button-ghost" to={href("/Admin/leads")}>
          Clear
        </Link>
        {isOwner ? (
          <a className="button button-ghost" href={`${href("/Admin/leads.csv")}${filtersToQuery(filters)}`} download>
            Export CSV
          </a>
        ) : null}
      </div>
    </Form>
  );
}
