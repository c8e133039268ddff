/**
 * The two choices of a withdrawal, as submit buttons of the caller's form: stop updates, or stop
 * all contact. The same words wherever a person withdraws (the e-mail's link, a rights request).
 */
export function WithdrawButtons({ busy }: { busy: boolean }) {
  return (
    <>
      <button type="submit" name="choice" value="updates" className="button button-primary" disabled={busy}>
        Stop updates
      </button>
      <button type="submit" name="choice" value="contact" className="button button-ghost" disabled={busy}>
        Do not contact me at all
      </button>
    </>
  );
}
