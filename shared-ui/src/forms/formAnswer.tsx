import { createContext, useContext, useEffect, useId, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useFormText } from './formText';

/**
 * The site server's messages for the fields of a form it answered (a plain HTML post): shown
 * under each field until the visitor changes it (then the form's own checks take over).
 */
const ServerFieldErrors = createContext<Record<string, string>>({});

export function ServerFieldErrorsProvider({ errors, children }: { errors: Record<string, string> | undefined; children: ReactNode }) {
  return <ServerFieldErrors.Provider value={errors ?? {}}>{children}</ServerFieldErrors.Provider>;
}

export const useServerFieldError = (name: string): string | undefined => useContext(ServerFieldErrors)[name];

/** The id of a form field's input (FormTextField), so an error summary can link to it. */
export const fieldId = (name: string) => `field-${name}`;


/**
 * GOV.UK's error summary: at the top of a form the server sent back, what went wrong, each
 * problem a link to its field. It takes focus, so a screen reader says it first.
 */
const noSubscription = () => () => {};

/**
 * Focuses an answer when the page's code shows it (an enhanced form was sent). An answer the
 * server rendered was focused on load (autoFocus); hydrating it later, on the visitor's first
 * touch, must not pull focus, and the page's scroll, away from the field they just chose.
 */
function useFocusOnAppear() {
  const ref = useRef<HTMLDivElement>(null);
  // The server snapshot is read only while hydrating server HTML: true there, false on a fresh mount.
  const hydrating = useSyncExternalStore(noSubscription, () => false, () => true);
  const [fromServer] = useState(hydrating);
  useEffect(() => {
    if (!fromServer) ref.current?.focus();
  }, [fromServer]);
  return ref;
}

export function ErrorSummary({ title, description, fieldErrors = {} }: { title?: string; description?: string; fieldErrors?: Record<string, string> }) {
  const ref = useFocusOnAppear();
  const t = useFormText();
  // Its own id: two summaries on one page (a form and the coverage check's) name each their own.
  const titleId = useId();
  title ??= t('errorSummary');
  const entries = Object.entries(fieldErrors);
  return (
    // GOV.UK's markup: the box takes focus; the alert is the container inside it, so what is
    // announced is its content, once, not the focused element again.
    <Box
      ref={ref}
      component="section"
      tabIndex={-1}
      // The page the server rendered for a plain HTML post: the browser focuses it on load (GOV.UK).
      autoFocus
      aria-labelledby={titleId}
      sx={{ border: 4, borderColor: 'error.main', p: 2, mb: 3, outline: 'none', '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.main' } }}
    >
      <div role="alert" aria-labelledby={titleId}>
        <Typography id={titleId} variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {description ? <Typography sx={{ mb: entries.length ? 1 : 0 }}>{description}</Typography> : null}
        {entries.length ? (
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {entries.map(([name, message]) => (
              <li key={name}>
                <Box component="a" href={`#${fieldId(name)}`} sx={{ color: 'error.main', fontWeight: 700 }}>
                  {message}
                </Box>
              </li>
            ))}
          </Box>
        ) : null}
      </div>
    </Box>
  );
}

/**
 * What a form says once it was sent, where the form was: the server's answer, announced and
 * focused (on a phone the visitor sees it, not an empty form under a toast).
 */
export function FormSuccess({ title, description, children }: { title: string; description: string; children?: ReactNode }) {
  const ref = useFocusOnAppear();
  return (
    <Box
      ref={ref}
      role="status"
      tabIndex={-1}
      // The page the server rendered for a plain HTML post: the browser focuses it on load.
      autoFocus
      sx={{ borderLeft: 6, borderColor: 'success.main', bgcolor: 'background.default', p: 3, outline: 'none', scrollMarginTop: 96, '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.main' } }}
    >
      <Typography variant="h5" component="h3" gutterBottom>
        {title}
      </Typography>
      <Typography>{description}</Typography>
      {children}
    </Box>
  );
}
