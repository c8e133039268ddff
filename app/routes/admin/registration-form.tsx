import { Form, href, Link, useNavigation } from "react-router";
import type { AdminFormAnswer } from "#app/components/forms/admin-form";
import { useAdminForm } from "#app/components/forms/admin-form";
import { Field, SelectField } from "#app/components/forms/field";
import { FormResult } from "#app/components/forms/form-result";
import type { StaffRegistrationSchema } from "#app/features/admins/admin-schema";
import { ROLE_LABELS, ROLES } from "#app/features/admins/roles";

/**
 * The spec's Admin Registration Form (Name, Email, Password, Mobile, Submit): the first admin's
 * account on /AdminReg, or an owner adding a colleague on /Admin/admins/new, where a Role must be
 * chosen (no role is chosen in advance: "Choose a role" is no role).
 */
export function RegistrationForm({
  first,
  result,
  loginLink = true,
}: {
  first: boolean;
  result: AdminFormAnswer | undefined;
  /** The public page links to the login; inside the admin area the owner is signed in already. */
  loginLink?: boolean;
}) {
  const navigation = useNavigation();
  const { fields, formProps } = useAdminForm<typeof StaffRegistrationSchema>(result);
  return (
    <>
      <p className="muted">
        {first
          ? "No administrator exists yet: the first account you create here manages the site."
          : "Add a colleague: an owner runs the site; a counsellor works the leads given to them."}
      </p>
      {result?.ok ? (
        <p role="status" className="form-success">
          {result.message}
        </p>
      ) : null}
      {/* A success clears the form (docs/original-contract.md#registration-messages). */}
      <Form method="post" {...formProps} className="form-grid">
        <Field label="Name" meta={fields.name} autoComplete="name" />
        <Field label="Email" meta={fields.email} type="email" autoComplete="email" />
        <Field label="Password" meta={fields.password} type="password" autoComplete="new-password" />
        <Field
          label="Mobile"
          meta={fields.mobile}
          // The 10-digit number without +91: "tel-national" is the autofill token for that,
          // and HTML allows it only on a text field ("tel" is the one token for type=tel).
          type="text"
          inputMode="numeric"
          maxLength={10}
          autoComplete="tel-national"
        />
        {first ? null : (
          <SelectField
            label="Role"
            placeholder="Choose a role"
            meta={fields.role}
            options={ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
          />
        )}
        {result && !result.ok ? <FormResult result={result} /> : null}
        <button type="submit" className="button button-primary" disabled={navigation.state === "submitting"}>
          Submit
        </button>
      </Form>
      {loginLink ? (
        <p>
          <Link to={href("/AdminLogin")}>Already registered? Login</Link>
        </p>
      ) : null}
    </>
  );
}
