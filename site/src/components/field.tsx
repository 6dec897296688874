import type { ReactNode } from 'react';

interface FieldProps {
  id: string;
  label: string;
  error?: string | undefined;
  children: (describedBy: string | undefined) => ReactNode;
  prefix?: ReactNode;
}

/** A visible label, the control, and its error message read out with it. */
export function Field({ id, label, error, children, prefix }: FieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <div className="field__control">
        {prefix}
        {children(error ? errorId : undefined)}
      </div>
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
