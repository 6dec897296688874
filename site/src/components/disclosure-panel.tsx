import { HOME } from '../content/home';
import { DocLink } from './blocks';

/**
 * The right-edge Mandatory Disclosure panel. A `<details>` element, so it
 * opens and closes with the keyboard, and without JavaScript too.
 */
export function DisclosurePanel() {
  const { disclosure, disclosures } = HOME;
  return (
    <details
      className="disclosure"
      // Escape closes the drawer, as it closes the page's dialogs, and leaves focus on its tab.
      onKeyDown={(event) => {
        const drawer = event.currentTarget;
        if (event.key !== 'Escape' || !drawer.open) return;
        drawer.open = false;
        drawer.querySelector('summary')?.focus();
      }}
    >
      <summary className="disclosure__toggle">{disclosure.toggle}</summary>
      <div className="disclosure__panel">
        <h2>{disclosure.heading}</h2>
        <p>{disclosure.intro}</p>
        {disclosures.map((group) => (
          <section key={group.body} className="disclosure__group">
            <h3>{group.body}</h3>
            <ul>
              {group.docs.map((doc) => (
                <li key={doc.file}>
                  <DocLink file={doc.file} label={doc.label} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </details>
  );
}
