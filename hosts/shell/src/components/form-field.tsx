import type { InputHTMLAttributes, ReactNode } from 'react';

function errorIdOf(fieldId: string) {
  return `${fieldId}-error`;
}

/** What links a field to its message: screen readers announce the message with the field. */
export function errorAttributes(fieldId: string, error: string | undefined) {
  return error ? { 'aria-invalid': true, 'aria-describedby': errorIdOf(fieldId) } : {};
}

/** A field's message (`primitives.css` .field__error), referenced by `errorAttributes`. */
export function FieldError({ fieldId, error, className = 'field__error' }: { fieldId: string; error: string | undefined; className?: string }) {
  if (!error) return null;
  return (
    <p id={errorIdOf(fieldId)} className={className}>
      {error}
    </p>
  );
}

/** A labelled field with its message below; the control itself is passed in (input or textarea). */
export function Field({ fieldId, label, error, children }: { fieldId: string; label: string; error: string | undefined; children: ReactNode }) {
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={fieldId}>
        {label}
      </label>
      {children}
      <FieldError fieldId={fieldId} error={error} />
    </div>
  );
}

/** A labelled text input with its message. */
export function TextField({
  id,
  label,
  error,
  ...inputProps
}: { id: string; label: string; error: string | undefined } & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>) {
  return (
    <Field fieldId={id} label={label} error={error}>
      <input id={id} className="field__input" {...inputProps} {...errorAttributes(id, error)} />
    </Field>
  );
}
