export interface Message {
  tone: 'info' | 'error';
  text: string;
}

/** The latest outcome: saves, failures, exports, new enquiries. Read out by screen readers. */
export function StatusLine({
  message,
  onDismiss,
}: {
  message: Message | null;
  onDismiss: () => void;
}) {
  return (
    <div className="status-line" aria-live="polite">
      {message && (
        <p
          className={`message ${message.tone}`}
          role={message.tone === 'error' ? 'alert' : undefined}
          data-testid={`message-${message.tone}`}
        >
          {message.text}{' '}
          <button type="button" onClick={onDismiss} aria-label="Dismiss message">
            ×
          </button>
        </p>
      )}
    </div>
  );
}
