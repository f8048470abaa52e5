/** The two views of a profile's appearances: every one, or the confirmed ones alone. */
const VIEWS = [
  { confirmedOnly: false, label: 'All appearances' },
  { confirmedOnly: true, label: 'Confirmed only' },
] as const;

/** A pair of toggle buttons above the profile's appearances: all of them, or those the show's own feed or a booking's release confirmed. */
export function AppearanceFilter({ confirmedOnly, onChange }: { confirmedOnly: boolean; onChange: (confirmedOnly: boolean) => void }) {
  return (
    <fieldset className="mb-4 inline-flex min-w-0 rounded-full border border-line bg-sunken p-0.5 text-sm">
      <legend className="sr-only">Which appearances to show</legend>
      {VIEWS.map((view) => (
        <button
          key={view.label}
          type="button"
          aria-pressed={confirmedOnly === view.confirmedOnly}
          onClick={() => onChange(view.confirmedOnly)}
          className={`min-h-9 rounded-full px-3 font-medium ${confirmedOnly === view.confirmedOnly ? 'bg-surface text-ink shadow-sm' : 'text-muted hover:text-ink'}`}
        >
          {view.label}
        </button>
      ))}
    </fieldset>
  );
}
