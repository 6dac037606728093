import { useId } from 'react';

/** A labelled control with its announced message. No 'use client': useId works on the server too. */
export function Field({
  label,
  error,
  children,
  className = '',
}: {
  label: string;
  error?: string | null;
  children: (props: {
    id: string;
    'aria-invalid'?: true;
    'aria-describedby'?: string;
  }) => React.ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? `${id}-error` : undefined,
      })}
      {error && (
        <p
          id={`${id}-error`}
          className="mt-1 text-sm font-medium text-red-700"
          data-testid="field-error"
        >
          {error}
        </p>
      )}
    </div>
  );
}

/** A text box, list or text area in a form; red when its value is refused. */
export const inputClass =
  'mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 aria-[invalid]:border-red-600';

/** A text box in its Field, its value kept by the form (for client forms: it takes a handler). */
export function TextField({
  label,
  error,
  name,
  value,
  onValue,
  ...props
}: Omit<
  React.InputHTMLAttributes<HTMLInputElement>,
  'name' | 'value' | 'onChange' | 'className'
> & {
  label: string;
  error?: string | null;
  name: string;
  value: string;
  onValue: (value: string) => void;
}) {
  return (
    <Field label={label} error={error}>
      {(p) => (
        <input
          {...p}
          {...props}
          name={name}
          className={inputClass}
          value={value}
          onChange={(e) => onValue(e.target.value)}
        />
      )}
    </Field>
  );
}
