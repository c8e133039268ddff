import { useMessages } from "#app/utils/i18n/messages";

/**
 * The two choices of a withdrawal, as submit buttons of the caller's form: stop updates, or stop
 * all contact. The same words wherever a person withdraws (the e-mail's link, a rights request),
 * in the page's language. Public pages don't run React Router in the browser, so there is no
 * "submitting" state to show: a second tap is ignored by the form's data-send-once (the islands script).
 */
export function WithdrawButtons() {
  const m = useMessages().student.privacy.withdraw;
  return (
    <>
      <button type="submit" name="choice" value="updates" className="button button-primary">
        {m.stopUpdates}
      </button>
      <button type="submit" name="choice" value="contact" className="button button-ghost">
        {m.stopContact}
      </button>
    </>
  );
}
