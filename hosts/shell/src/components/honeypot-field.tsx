/**
 * The field only robots fill in: off-screen, out of the tab order and hidden from assistive technology, with
 * a label telling anyone who still meets it to leave it empty. The database keeps an enquiry that arrives
 * with it filled as spam (and drops such a newsletter sign-up), while the form answers as usual.
 */
export function HoneypotField({ id, label, value, onChange }: { id: string; label: string; value: string; onChange: (value: string) => void }) {
  return (
    <div className="form-trap" aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input id={id} name="website" type="text" tabIndex={-1} autoComplete="off" value={value} onChange={(event) => onChange(event.currentTarget.value)} />
    </div>
  );
}
