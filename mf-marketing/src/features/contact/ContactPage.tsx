import ContactBlock from './ContactBlock';

/** /contact is the ContactBlock as the page's main content. */
export function ContactPage() {
  return <ContactBlock headingLevel="h1" />;
}
