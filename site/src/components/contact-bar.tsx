import { QUICK_CONTACT } from '../content/quick-contact';

const digits = (number: string) => number.replace(/\D/g, '');

/**
 * Call and WhatsApp in one tap, on phones only (the stylesheet hides it
 * elsewhere). Plain links: nothing is asked of any other site until one is
 * tapped, and they work without JavaScript.
 */
export function ContactBar({ title, path }: { title: string; path: string }) {
  const { label, call, callNumber, whatsapp, whatsappNumber, message } = QUICK_CONTACT;
  const text = message(title, `${import.meta.env.VITE_SITE_URL}${path}`);
  return (
    <nav className="contact-bar" aria-label={label}>
      <a href={`tel:+${digits(callNumber)}`}>{call}</a>
      <a href={`https://wa.me/${digits(whatsappNumber)}?text=${encodeURIComponent(text)}`}>
        {whatsapp}
      </a>
    </nav>
  );
}
