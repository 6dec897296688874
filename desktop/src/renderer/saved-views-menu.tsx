import {
  SAVED_VIEW_NAME_MAX,
  type GridLayoutState,
  type SavedView,
  type StaffRole,
} from '@skltcoa/shared';
import { useCallback, useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import type { ConsoleError, Result } from '../shared-types/console-api';
import { useModal } from './use-modal';
import { consoleApi } from './console-api';
import type { LeadFilters } from './filters';
import {
  canChange,
  canDelete,
  groupViews,
  nameTaken,
  sameFilters,
  upsertView,
  viewFilters,
  viewLabel,
} from './saved-views';
import type { Message } from './status-line';

interface SavedViewsMenuProps {
  role: StaffRole;
  /** Goes up when the staff member signs in again: the list is read again. */
  refreshKey: number;
  activeId: string | null;
  /** The filter bar as it is now, to save, and to tell whether the active view still shows. */
  filters: LeadFilters;
  /** The grid's columns as they are now (order, widths, sort). */
  currentGrid: () => GridLayoutState;
  /** Shows the view: its filters and its columns. */
  onApply: (view: SavedView) => void;
  onActiveChange: (id: string | null) => void;
  onMessage: (message: Message) => void;
  onSessionEnded: (message: string) => void;
}

type DialogState =
  { kind: 'save' } | { kind: 'rename'; view: SavedView } | { kind: 'delete'; view: SavedView };

/**
 * Saved views next to the built-in ones: choose one to apply
 * its filters and columns; save the current ones under a name; rename,
 * update or delete your own. The view applied last comes back at sign-in.
 */
export function SavedViewsMenu(props: SavedViewsMenuProps) {
  const { role, refreshKey, activeId, filters, currentGrid } = props;
  const { onApply, onActiveChange, onMessage, onSessionEnded } = props;
  const [views, setViews] = useState<SavedView[]>([]);
  const [dialog, setDialog] = useState<DialogState | null>(null);

  /** A call's value, or undefined after saying why it failed (or ending the session). */
  const call = useCallback(
    async <T,>(result: Promise<Result<T>>, what: string): Promise<T | undefined> => {
      const answer = await result;
      if (answer.ok) return answer.value;
      if (answer.error.kind === 'session-expired') onSessionEnded(answer.error.message);
      else onMessage({ tone: 'error', text: `${what}: ${answer.error.message}` });
      return undefined;
    },
    [onMessage, onSessionEnded],
  );

  useEffect(() => {
    let live = true;
    void consoleApi()
      .listViews()
      .then((result) => {
        if (live && result.ok) setViews(result.value);
      });
    return () => {
      live = false;
    };
  }, [refreshKey]);

  const active = views.find((view) => view.id === activeId) ?? null;
  const changed = active !== null && !sameFilters(viewFilters(active), filters);
  const { mine, shared } = groupViews(views);

  function choose(id: string) {
    const view = views.find((held) => held.id === id);
    if (view) onApply(view);
    else onActiveChange(null);
    // Remembered for the next sign-in; a failure here loses nothing on screen.
    void consoleApi().setLastView(view ? view.id : null);
  }

  async function save(name: string, share: boolean): Promise<ConsoleError | null> {
    const result = await consoleApi().saveView({
      name,
      filters,
      grid: currentGrid(),
      ...(share ? { shared: true } : {}),
    });
    if (!result.ok) return result.error;
    setViews((current) => upsertView(current, result.value));
    onActiveChange(result.value.id);
    void consoleApi().setLastView(result.value.id);
    onMessage({ tone: 'info', text: `Saved the view “${result.value.name}”.` });
    return null;
  }

  async function rename(view: SavedView, name: string, share: boolean) {
    const result = await consoleApi().updateView(view.id, {
      name,
      ...(role === 'admin' && share !== view.shared ? { shared: share } : {}),
    });
    if (!result.ok) return result.error;
    setViews((current) => upsertView(current, result.value));
    onMessage({ tone: 'info', text: `Renamed the view to “${result.value.name}”.` });
    return null;
  }

  async function update(view: SavedView) {
    const updated = await call(
      consoleApi().updateView(view.id, { filters, grid: currentGrid() }),
      'The view was not updated',
    );
    if (!updated) return;
    setViews((current) => upsertView(current, updated));
    onMessage({ tone: 'info', text: `Updated the view “${updated.name}”.` });
  }

  async function remove(view: SavedView): Promise<ConsoleError | null> {
    const result = await consoleApi().deleteView(view.id);
    if (!result.ok && result.error.kind !== 'not-found') return result.error;
    setViews((current) => current.filter((held) => held.id !== view.id));
    if (view.id === activeId) onActiveChange(null);
    onMessage({ tone: 'info', text: `Deleted the view “${view.name}”.` });
    return null;
  }

  return (
    <div className="saved-views" role="group" aria-label="Saved views">
      <label className="inline-label">
        Saved view
        <select value={active ? active.id : ''} onChange={(event) => choose(event.target.value)}>
          <option value="">
            {views.length > 0 ? 'Choose a saved view…' : 'No saved views yet'}
          </option>
          {mine.length > 0 && (
            <optgroup label="My views">
              {mine.map((view) => (
                <option key={view.id} value={view.id}>
                  {viewLabel(view)}
                </option>
              ))}
            </optgroup>
          )}
          {shared.length > 0 && (
            <optgroup label="Shared with everyone">
              {shared.map((view) => (
                <option key={view.id} value={view.id}>
                  {viewLabel(view)}
                </option>
              ))}
            </optgroup>
          )}
        </select>
      </label>
      {changed && (
        <span className="muted" data-testid="view-changed">
          Filters changed since the view was applied
        </span>
      )}
      <button type="button" onClick={() => setDialog({ kind: 'save' })}>
        Save as view…
      </button>
      {active && canChange(active) && (
        <>
          <button type="button" onClick={() => void update(active)}>
            Update view
          </button>
          <button type="button" onClick={() => setDialog({ kind: 'rename', view: active })}>
            Rename…
          </button>
        </>
      )}
      {active && canDelete(active, role) && (
        <button type="button" onClick={() => setDialog({ kind: 'delete', view: active })}>
          Delete…
        </button>
      )}
      {dialog?.kind === 'save' && (
        <NameDialog
          heading="Save as view"
          submitLabel="Save view"
          initialName=""
          canShare={role === 'admin'}
          initialShared={false}
          taken={(name) => nameTaken(views, name)}
          onSubmit={save}
          onClose={() => setDialog(null)}
        >
          <p className="dialog-note">
            The view keeps the filters, the search, the sort and the columns as they are now.
          </p>
        </NameDialog>
      )}
      {dialog?.kind === 'rename' && (
        <NameDialog
          heading="Rename view"
          submitLabel="Rename view"
          initialName={dialog.view.name}
          canShare={role === 'admin'}
          initialShared={dialog.view.shared}
          taken={(name) => nameTaken(views, name, dialog.view.id)}
          onSubmit={(name, share) => rename(dialog.view, name, share)}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          heading="Delete view"
          confirmLabel="Delete view"
          onConfirm={() => remove(dialog.view)}
          onClose={() => setDialog(null)}
        >
          <p>
            Delete the view “{dialog.view.name}”?
            {dialog.view.shared ? ' Everyone will stop seeing it.' : ''} The leads are not changed.
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}

function NameDialog({
  heading,
  submitLabel,
  initialName,
  canShare,
  initialShared,
  taken,
  onSubmit,
  onClose,
  children,
}: {
  heading: string;
  submitLabel: string;
  initialName: string;
  canShare: boolean;
  initialShared: boolean;
  taken: (name: string) => boolean;
  onSubmit: (name: string, share: boolean) => Promise<ConsoleError | null>;
  onClose: () => void;
  children?: ReactNode;
}) {
  const ref = useModal(onClose);
  const id = useId();
  const [name, setName] = useState(initialName);
  const [share, setShare] = useState(initialShared);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setError('Please name the view.');
    if (taken(trimmed)) {
      return setError('You already have a view with that name. Please choose another.');
    }
    setSaving(true);
    const failure = await onSubmit(trimmed, share);
    setSaving(false);
    if (!failure) return ref.current?.close();
    setError(failure.fields?.name ?? failure.message);
  }

  return (
    <dialog ref={ref} className="view-dialog" aria-labelledby={`${id}-heading`}>
      <form onSubmit={(event) => void submit(event)}>
        <h2 id={`${id}-heading`}>{heading}</h2>
        {children}
        <label>
          Name
          <input
            value={name}
            maxLength={SAVED_VIEW_NAME_MAX}
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => {
              setName(event.target.value);
              setError(null);
            }}
          />
        </label>
        {canShare && (
          <label className="check">
            <input
              type="checkbox"
              checked={share}
              onChange={(event) => setShare(event.target.checked)}
            />
            Share with everyone
          </label>
        )}
        {error && (
          <p id={`${id}-error`} className="save-error" role="alert">
            {error}
          </p>
        )}
        <div className="dialog-actions">
          <button type="submit" disabled={saving}>
            {submitLabel}
          </button>
          <button type="button" onClick={() => ref.current?.close()}>
            Cancel
          </button>
        </div>
      </form>
    </dialog>
  );
}

function ConfirmDialog({
  heading,
  confirmLabel,
  onConfirm,
  onClose,
  children,
}: {
  heading: string;
  confirmLabel: string;
  onConfirm: () => Promise<ConsoleError | null>;
  onClose: () => void;
  children: ReactNode;
}) {
  const ref = useModal(onClose);
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    const failure = await onConfirm();
    setBusy(false);
    if (!failure) return ref.current?.close();
    setError(failure.message);
  }

  return (
    <dialog ref={ref} className="view-dialog" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{heading}</h2>
      {children}
      {error && (
        <p className="save-error" role="alert">
          {error}
        </p>
      )}
      <div className="dialog-actions">
        <button type="button" className="danger" disabled={busy} onClick={() => void confirm()}>
          {confirmLabel}
        </button>
        <button type="button" onClick={() => ref.current?.close()}>
          Cancel
        </button>
      </div>
    </dialog>
  );
}
